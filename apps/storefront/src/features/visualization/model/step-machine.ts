import { type Rect, Source } from '@portal/contract';

export type RoomType = 'bed_room' | 'living_room' | 'dining_room';

/** The photo the steps work on: an upload (file name) or an official example (id). */
export interface StepPhoto {
  url: string;
  width: number;
  height: number;
  file_name?: string;
  official_picture_id?: number;
  /** An example brings its own areas. */
  areas?: Rect[];
}

export interface StepState {
  step: 1 | 2 | 3 | 'generate' | 'closed';
  photo: StepPhoto | null;
  /** Where the steps were opened from (spec 9 source codes). */
  source: number;
  fromExample: boolean;
  areas: Rect[];
  room: RoomType;
  /** 'Select an area first' is showing (Next with no area; cleared after 5 s). */
  selectError: boolean;
}

export type StepEvent =
  | { type: 'uploaded'; photo: StepPhoto }
  | { type: 'example'; photo: StepPhoto; source: number }
  | { type: 'addArea'; area: Rect }
  | { type: 'undo' }
  | { type: 'next' }
  | { type: 'clearSelectError' }
  | { type: 'room'; room: RoomType }
  | { type: 'back' }
  | { type: 'generate' }
  | { type: 'restart' };

export const initialSteps = (source: number = Source.start): StepState => ({
  step: 1,
  photo: null,
  source,
  fromExample: false,
  areas: [],
  room: 'living_room',
  selectError: false,
});

/**
 * The visualization steps (spec 4): 1 → 2 → 3 → generation. An official example goes to step 3
 * with source 2 and straight to generation with source 1. Back from step 3: step 1 after an
 * example, close when opened from the chat with source 5, otherwise step 2. Next needs an area.
 */
export const stepReducer = (s: StepState, e: StepEvent): StepState => {
  switch (e.type) {
    case 'uploaded':
      return { ...s, step: 2, photo: e.photo, fromExample: false, areas: [], selectError: false };
    case 'example': {
      const areas = e.photo.areas ?? [];
      const step = e.source === Source.detail ? 'generate' : 3;
      return { ...s, step, photo: e.photo, source: e.source, fromExample: true, areas };
    }
    case 'addArea':
      return s.step === 2 ? { ...s, areas: [...s.areas, e.area], selectError: false } : s;
    case 'undo':
      return s.step === 2 ? { ...s, areas: s.areas.slice(0, -1) } : s;
    case 'next':
      if (s.step !== 2) return s;
      return s.areas.length ? { ...s, step: 3, selectError: false } : { ...s, selectError: true };
    case 'clearSelectError':
      return { ...s, selectError: false };
    case 'room':
      return { ...s, room: e.room };
    case 'back':
      // A generation that could not start: back to the room choice.
      if (s.step === 'generate') return { ...s, step: 3 };
      if (s.step === 3) {
        if (s.fromExample) return { ...initialSteps(s.source), room: s.room };
        if (s.source === Source.chatReplace) return { ...s, step: 'closed' };
        return { ...s, step: 2 };
      }
      if (s.step === 2) return { ...initialSteps(s.source), room: s.room };
      return s;
    case 'generate':
      return s.step === 3 && s.photo && s.areas.length ? { ...s, step: 'generate' } : s;
    case 'restart':
      return { ...initialSteps(s.source), room: s.room };
  }
};
