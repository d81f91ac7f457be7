import { Limits } from '../../constants';

/** Cara's texts (spec 2, 4, 5, 8). The panel and the API read them from here. */
export const AssistantMessages = {
  name: 'Cara',
  beta: 'beta',
  greeting: 'Hello! What can I help you with today?',
  bubbleTip: 'Hi, I am Cara. Ask me about our furniture!',
  guidePrompts: [
    'AI furniture replacement',
    'Add a statement piece of furniture',
    'Make a suggestion for me!',
  ],
  chatRecords: 'Chat Records',
  visualizations: 'VISUALIZATIONS',
  clickToView: 'Click to view',
  serverException: 'Sorry, server exception',
  placeholder: 'Ask Cara about furniture…',
  /* Server-side texts the spec does not word; written in the same style. */
  tooLong: `Please enter up to ${Limits.chatMaxChars} characters`,
  blank: 'Please enter a message',
  noHistory: 'No chat records yet',
} as const;

/** The one rule of a chat message (spec 5), for the input and the API alike. */
export const chatTextProblem = (text: string): string | null => {
  if (text.length > Limits.chatMaxChars) return AssistantMessages.tooLong;
  if (!text.trim()) return AssistantMessages.blank;
  return null;
};
