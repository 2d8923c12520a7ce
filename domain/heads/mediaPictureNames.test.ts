import { describe, expect, it } from 'vitest';
import { emailPictureUrl, mediaFileNames } from './mediaPictureNames';

describe('emailPictureUrl', () => {
  it('names a drawn picture’s raster form with the same query: the logo a PNG, the others JPEGs', () => {
    expect(emailPictureUrl('https://immo1.example.hu/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267')).toBe('https://immo1.example.hu/media/logo.png?label=Immo1&color=0b3d5c&accent=b79267');
    expect(emailPictureUrl('http://budapest13.localhost/media/property.svg?seed=10&type=1&room=kitchen')).toBe('http://budapest13.localhost/media/property.jpg?seed=10&type=1&room=kitchen');
    expect(emailPictureUrl('https://immo1.example.hu/media/person.svg?seed=1')).toBe('https://immo1.example.hu/media/person.jpg?seed=1');
  });

  it('leaves any other address as it is: a raster, another site’s picture, a path that is no drawn picture', () => {
    for (const address of ['https://cdn.example.hu/kepek/1.jpg', 'https://cdn.example.hu/media/logo.svg.png', 'https://immo1.example.hu/media/other.svg', '/media/logo.svg', 'nem cím']) {
      expect(emailPictureUrl(address)).toBe(address);
    }
  });
});

describe('mediaFileNames', () => {
  it('lists each drawn picture as SVG and as its raster', () => {
    expect([...mediaFileNames].sort()).toEqual(['cover.jpg', 'cover.svg', 'logo.png', 'logo.svg', 'person.jpg', 'person.svg', 'property.jpg', 'property.svg']);
  });
});
