import { Source } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { initialSteps, type StepState, stepReducer } from './step-machine';

const photo = { url: '/p.jpg', width: 800, height: 450, file_name: 'a.jpg' };
const area = { left: 10, top: 10, width: 100, height: 80 };
const run = (s: StepState, ...events: Parameters<typeof stepReducer>[1][]) =>
  events.reduce(stepReducer, s);

describe('visualization steps (spec 4)', () => {
  it('goes 1 → 2 → 3 → generation; Next needs an area first', () => {
    let s = run(initialSteps(), { type: 'uploaded', photo });
    expect(s.step).toBe(2);
    s = stepReducer(s, { type: 'next' });
    expect(s).toMatchObject({ step: 2, selectError: true });
    s = run(s, { type: 'clearSelectError' });
    expect(s.selectError).toBe(false);
    s = run(s, { type: 'addArea', area }, { type: 'next' });
    expect(s.step).toBe(3);
    s = run(s, { type: 'room', room: 'dining_room' }, { type: 'generate' });
    expect(s).toMatchObject({ step: 'generate', room: 'dining_room', areas: [area] });
  });

  it('Undo removes the last area only', () => {
    const s = run(
      initialSteps(),
      { type: 'uploaded', photo },
      { type: 'addArea', area },
      { type: 'addArea', area: { ...area, left: 300 } },
      { type: 'undo' },
    );
    expect(s.areas).toEqual([area]);
  });

  it('an official example: source 2 goes to step 3, source 1 straight to generation', () => {
    const example = { ...photo, official_picture_id: 1, areas: [area] };
    expect(
      run(initialSteps(), { type: 'example', photo: example, source: Source.start }).step,
    ).toBe(3);
    expect(
      run(initialSteps(), { type: 'example', photo: example, source: Source.detail }).step,
    ).toBe('generate');
  });

  it('Back from step 3: step 1 after an example, close for source 5, otherwise step 2', () => {
    const example = { ...photo, official_picture_id: 1, areas: [area] };
    const fromExample = run(
      initialSteps(),
      { type: 'example', photo: example, source: 2 },
      { type: 'back' },
    );
    expect(fromExample).toMatchObject({ step: 1, photo: null });
    const drawn = [
      { type: 'uploaded', photo },
      { type: 'addArea', area },
      { type: 'next' },
      { type: 'back' },
    ] as const;
    expect(run(initialSteps(Source.chatReplace), ...drawn).step).toBe('closed');
    expect(run(initialSteps(Source.start), ...drawn)).toMatchObject({ step: 2, areas: [area] });
  });
});
