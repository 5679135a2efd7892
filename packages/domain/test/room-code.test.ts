import { describe, expect, it } from 'vitest';
import { NO_ROOMS, parseRoomCode, roomCode } from '../src/index.js';

describe('room code', () => {
  it('writes the popular codes of the spec', () => {
    expect(roomCode({ bedrooms: 1, restrooms: 1, carParks: 0, living: true, dining: false, kitchen: true })).toBe('1B1RLK');
    expect(roomCode({ bedrooms: 1, restrooms: 1, carParks: 1, living: true, dining: false, kitchen: true })).toBe('1B1R1CLK');
    expect(roomCode({ bedrooms: 3, restrooms: 3, carParks: 1, living: true, dining: false, kitchen: true })).toBe('3B3R1CLK');
    expect(roomCode({ bedrooms: 3, restrooms: 6, carParks: 1, living: true, dining: false, kitchen: true })).toBe('3B4+R1CLK');
    expect(roomCode(NO_ROOMS)).toBe('');
  });

  it('reads a typed code back, in any case and with spaces around it', () => {
    expect(parseRoomCode(' 3b4+r1clk ')).toEqual({ bedrooms: 3, restrooms: 4, carParks: 1, living: true, dining: false, kitchen: true });
    expect(parseRoomCode('2B1R')).toEqual({ bedrooms: 2, restrooms: 1, carParks: 0, living: false, dining: false, kitchen: false });
  });

  it('refuses what is not a room code', () => {
    for (const text of ['', 'condo', '3+B', 'KLB', '0B1R', '1B1R1C1C', '10B', 'คอนโด']) expect(parseRoomCode(text), text).toBeNull();
  });

  it('reads a digit of 4 or more as 4+ (spec section 5)', () => {
    expect(parseRoomCode('5B')).toEqual({ bedrooms: 4, restrooms: 0, carParks: 0, living: false, dining: false, kitchen: false });
    expect(parseRoomCode('9b7r5+c')).toEqual({ bedrooms: 4, restrooms: 4, carParks: 4, living: false, dining: false, kitchen: false });
    expect(roomCode(parseRoomCode('2B6RLK')!)).toBe('2B4+RLK');
  });

  it('round-trips every code it writes', () => {
    for (let b = 0; b <= 4; b++)
      for (let r = 0; r <= 4; r++)
        for (const living of [false, true]) {
          const rooms = { bedrooms: b, restrooms: r, carParks: (b + r) % 5, living, dining: !living, kitchen: b % 2 === 0 };
          const code = roomCode(rooms);
          expect(parseRoomCode(code), code).toEqual(rooms);
        }
  });
});
