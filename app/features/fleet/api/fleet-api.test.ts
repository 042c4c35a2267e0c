import { describe, expect, it } from 'vitest';
import { pictureUploadType } from './fleet-api';
import { FLEET_ERRORS, fleetError, machineLabel } from './fleet-garage';
import { errorCodeOf, GraphQLRequestError } from '~/lib/errors';
import { UNEXPECTED_FAILURE } from '../../../../shared/errors';

const model = { id: '1', name: 'John Deere 4020', baseName: '4020', manufacturer: 'John Deere', manufacturerId: '1', type: 'Row-Crop Tractor', diagramCount: 7, picture: { imageUrl: '' } };

describe('machineLabel', () => {
  it('names a machine by its own name with year and model, or by the model alone', () => {
    expect(machineLabel({ name: 'North field', year: 1968, machineModel: { ...model, engines: [], attachments: [] } })).toBe('North field (1968 John Deere 4020)');
    expect(machineLabel({ name: 'North field', year: null, machineModel: { ...model, engines: [], attachments: [] } })).toBe('North field (John Deere 4020)');
    expect(machineLabel({ name: 'John Deere 4020', year: 1968, machineModel: { ...model, engines: [], attachments: [] } })).toBe('1968 John Deere 4020');
  });
});

describe('fleetError', () => {
  it('keeps a server message that already starts with the spec text', () => {
    const err = new GraphQLRequestError('Unable to delete a machine. That machine is not in your fleet.', undefined, 'NOT_FOUND');
    expect(fleetError(FLEET_ERRORS.delete, err)).toBe(err);
  });

  it('puts the spec text before any other reason, and names a lost connection', () => {
    expect(fleetError(FLEET_ERRORS.add, new GraphQLRequestError('Please sign in to continue.', undefined, 'UNAUTHENTICATED')).message).toBe(
      'Unable to add a machine. Please sign in to continue.',
    );
    const offline = fleetError(FLEET_ERRORS.setSelected, new TypeError('Failed to fetch'));
    expect(offline.message).toBe('Unable to set selected machine. We could not reach the store. Check your connection and try again.');
    expect(errorCodeOf(offline)).toBe('NETWORK');
    expect(fleetError(FLEET_ERRORS.fitment, 'odd').message).toBe(`failed to check fitment. ${UNEXPECTED_FAILURE}`);
  });

  it('never shows an internal message: an uncoded error reads as the one unexpected-failure text', () => {
    expect(fleetError(FLEET_ERRORS.add, new Error('Cannot read properties of undefined')).message).toBe(`Unable to add a machine. ${UNEXPECTED_FAILURE}`);
    expect(fleetError(FLEET_ERRORS.edit, new GraphQLRequestError('Bad Gateway', 502)).message).toBe(`Unable to edit a machine. ${UNEXPECTED_FAILURE}`);
  });
});

describe('pictureUploadType', () => {
  it('takes JPEG, PNG, WebP and HEIC by type, and untyped HEIC by name', () => {
    expect(pictureUploadType({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image/jpeg');
    expect(pictureUploadType({ type: 'IMAGE/PNG', name: 'a.png' })).toBe('image/png');
    expect(pictureUploadType({ type: 'image/webp', name: 'a' })).toBe('image/webp');
    expect(pictureUploadType({ type: '', name: 'IMG_0042.HEIC' })).toBe('image/heic');
    expect(pictureUploadType({ type: 'application/octet-stream', name: 'photo.heif' })).toBe('image/heif');
  });

  it('refuses other types, whatever the name says', () => {
    expect(pictureUploadType({ type: 'text/plain', name: 'photo.jpg' })).toBeNull();
    expect(pictureUploadType({ type: 'image/gif', name: 'a.gif' })).toBeNull();
    expect(pictureUploadType({ type: 'image/svg+xml', name: 'a.svg' })).toBeNull();
    expect(pictureUploadType({ type: '', name: 'notes' })).toBeNull();
    expect(pictureUploadType({ type: '', name: 'archive.zip' })).toBeNull();
  });
});
