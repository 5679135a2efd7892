import { describe, expect, it } from 'vitest';
import { areaOfBounds, clusterByDistance } from './map-clusters';

const point = (name: string, x: number, y: number) => ({ name, x, y });
const names = (clusters: { name: string }[][]) => clusters.map((cluster) => cluster.map((item) => item.name));

describe('clusterByDistance', () => {
  it('gathers pins within the radius and leaves distant ones alone', () => {
    const pins = [point('a', 0, 0), point('b', 10, 10), point('c', 200, 0), point('d', 0, 0)];
    expect(names(clusterByDistance(pins, (pin) => pin, 48))).toEqual([['a', 'b', 'd'], ['c']]);
  });

  it('keeps every pin on its own when they are apart', () => {
    const pins = [point('a', 0, 0), point('b', 60, 0), point('c', 120, 0)];
    expect(names(clusterByDistance(pins, (pin) => pin, 48))).toEqual([['a'], ['b'], ['c']]);
  });

  it('answers no clusters for no pins', () => {
    expect(clusterByDistance([], () => ({ x: 0, y: 0 }), 48)).toEqual([]);
  });
});

describe('areaOfBounds', () => {
  const bounds = (south: number, west: number, north: number, east: number) => ({ getSouth: () => south, getWest: () => west, getNorth: () => north, getEast: () => east });

  it('rounds each edge outwards to five decimals, so the area holds all the map shows', () => {
    expect(areaOfBounds(bounds(13.7051234, 100.5209876, 13.7509871, 100.6000011))).toEqual({ south: 13.70512, west: 100.52098, north: 13.75099, east: 100.60001 });
    expect(areaOfBounds(bounds(-13.7051234, -100.5209876, -13.7, -100.5))).toEqual({ south: -13.70513, west: -100.52099, north: -13.7, east: -100.5 });
  });

  it('keeps a map zoomed out past the world within its latitudes and longitudes', () => {
    expect(areaOfBounds(bounds(-95, -250, 95, 260))).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});
