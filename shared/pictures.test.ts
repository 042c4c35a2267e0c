import { describe, expect, it } from 'vitest';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_TEXTS } from './pictures';

describe('picture limits', () => {
  it('says the same limit it enforces', () => {
    expect(PICTURE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(PICTURE_TEXTS.tooLarge).toBe('The picture is larger than 10 MB.');
  });

  it('lets a file picker offer HEIC files by their name as well as their type', () => {
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif');
  });
});
