import { describe, expect, it } from 'vitest';
import { nextStory, previousStory, storyKey } from './story-navigation';

const sizes = [2, 0, 3];

describe('story navigation', () => {
  it('goes through a creator’s stories, then to the next creator with stories', () => {
    expect(nextStory({ group: 0, story: 0 }, sizes)).toEqual({ group: 0, story: 1 });
    expect(nextStory({ group: 0, story: 1 }, sizes)).toEqual({ group: 2, story: 0 });
    expect(nextStory({ group: 2, story: 2 }, sizes)).toBeNull();
  });

  it('goes back to the previous creator’s last story and stays at the very first', () => {
    expect(previousStory({ group: 2, story: 1 }, sizes)).toEqual({ group: 2, story: 0 });
    expect(previousStory({ group: 2, story: 0 }, sizes)).toEqual({ group: 0, story: 1 });
    expect(previousStory({ group: 0, story: 0 }, sizes)).toEqual({ group: 0, story: 0 });
  });

  it('maps the keyboard: arrows move, Escape or passing the end closes, other keys do nothing', () => {
    expect(storyKey('ArrowRight', { group: 0, story: 0 }, sizes)).toEqual({ type: 'move', position: { group: 0, story: 1 } });
    expect(storyKey('ArrowLeft', { group: 2, story: 0 }, sizes)).toEqual({ type: 'move', position: { group: 0, story: 1 } });
    expect(storyKey('ArrowRight', { group: 2, story: 2 }, sizes)).toEqual({ type: 'close' });
    expect(storyKey('Escape', { group: 0, story: 0 }, sizes)).toEqual({ type: 'close' });
    expect(storyKey('Enter', { group: 0, story: 0 }, sizes)).toBeNull();
  });
});
