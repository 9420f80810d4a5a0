import { describe, expect, it } from 'vitest';
import { importerFor } from './read-file';

describe('choosing the importer for a file', () => {
  it('sends Haven campaign files to the campaign importer and anything else to the GHS importer', () => {
    expect(importerFor('{\n "format": "haven-campaign",\n "version": 1}')).toBe('exchange.importCampaign');
    expect(importerFor('{"revision":12,"party":{}}')).toBe('exchange.importGhs');
    expect(importerFor('{"game":{},"settings":{}}')).toBe('exchange.importGhs');
  });
});
