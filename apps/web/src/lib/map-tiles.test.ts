import { describe, expect, it } from 'vitest';
import { tileImageSource } from './map-tiles';

describe('the map tiles’ image source (for the content security policy)', () => {
  it('is the scheme and host of the tile template', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('http://Tiles.Example.test:8080/osm/{z}/{x}/{y}.png?key=1')).toBe('http://tiles.example.test:8080');
  });

  it('turns Leaflet’s {s} subdomain into a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe('https://*.tile.example.org');
  });

  it('is nothing for tiles this site serves', () => {
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('refuses what no policy source can say', () => {
    expect(() => tileImageSource('https://tile{s}.example.org/{z}/{x}/{y}.png')).toThrow(/VITE_MAP_TILE_URL/);
    expect(() => tileImageSource('//tile.example.org/{z}/{x}/{y}.png')).toThrow(/VITE_MAP_TILE_URL/);
  });
});
