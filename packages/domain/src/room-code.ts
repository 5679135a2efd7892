/**
 * The room code (spec section 3): B (bedrooms), R (restrooms) and C (car parks) with
 * their counts, then L (living room), D (dining room) and K (kitchen) when present.
 * A count of 4 or more is written "4+"; a count of 0 leaves its letter out.
 * Examples: 1B1RLK, 1B1R1CLK, 3B4+R1CLK.
 */

/** Counts stop at 4, which means "4 or more" (spec section 5). */
export const ROOM_COUNT_CAP = 4;

export interface RoomCounts {
  bedrooms: number;
  restrooms: number;
  carParks: number;
  living: boolean;
  dining: boolean;
  kitchen: boolean;
}

export const NO_ROOMS: RoomCounts = { bedrooms: 0, restrooms: 0, carParks: 0, living: false, dining: false, kitchen: false };

/** Clamps a typed or stored count to 0..4. */
export function capRoomCount(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), ROOM_COUNT_CAP);
}

function counted(count: number, letter: string): string {
  const capped = capRoomCount(count);
  if (capped === 0) return '';
  return `${capped >= ROOM_COUNT_CAP ? `${ROOM_COUNT_CAP}+` : capped}${letter}`;
}

export function roomCode(rooms: RoomCounts): string {
  return [
    counted(rooms.bedrooms, 'B'),
    counted(rooms.restrooms, 'R'),
    counted(rooms.carParks, 'C'),
    rooms.living ? 'L' : '',
    rooms.dining ? 'D' : '',
    rooms.kitchen ? 'K' : '',
  ].join('');
}

const ROOM_CODE = /^(?:(\d)(\+)?B)?(?:(\d)(\+)?R)?(?:(\d)(\+)?C)?(L)?(D)?(K)?$/;

/**
 * Reads a code typed into the code search ("3b4+r1clk", " 2B1R "), or null when it is
 * not a room code. A digit of 4 or more means 4+ ("5B" is "4+B", spec section 5); a "+"
 * is accepted only after such a digit.
 */
export function parseRoomCode(code: string): RoomCounts | null {
  const text = code.trim().toUpperCase();
  if (text === '') return null;
  const match = ROOM_CODE.exec(text);
  if (!match) return null;
  const count = (digits: string | undefined, plus: string | undefined): number | null => {
    if (digits === undefined) return 0;
    const value = Number(digits);
    if (value === 0 || (plus && value < ROOM_COUNT_CAP)) return null;
    return Math.min(value, ROOM_COUNT_CAP);
  };
  const bedrooms = count(match[1], match[2]);
  const restrooms = count(match[3], match[4]);
  const carParks = count(match[5], match[6]);
  if (bedrooms === null || restrooms === null || carParks === null) return null;
  return { bedrooms, restrooms, carParks, living: !!match[7], dining: !!match[8], kitchen: !!match[9] };
}
