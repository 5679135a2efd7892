import { describe, expect, it } from 'vitest';
import { clusterByDistance } from './map-clusters';

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
