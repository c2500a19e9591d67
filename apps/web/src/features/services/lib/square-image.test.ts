import { describe, expect, it } from 'vitest';
import { centredSquare } from './square-image';

describe('centredSquare', () => {
  it('takes the middle of a wide or tall picture, and all of a square one', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, size: 300 });
    expect(centredSquare(300, 401)).toEqual({ x: 0, y: 50, size: 300 });
    expect(centredSquare(256, 256)).toEqual({ x: 0, y: 0, size: 256 });
  });
});
