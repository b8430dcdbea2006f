import { describe, expect, it, vi } from 'vitest';
import type { SectionResource } from '../types';
import { type ContentTree, lookupSection } from './lookup';

const section = (message: string): SectionResource => ({ message, documents: [] });

const tree: ContentTree = {
  brands: { acme: { sections: { faq: section('brand faq'), training: section('brand training') } } },
  models: {
    'acme-pump': { brand: 'acme', sections: { training: section('model training') } },
    'other-pump': { brand: 'globex', sections: {} },
  },
};

describe('lookupSection', () => {
  it('prefers the model section over the brand section of the same name', () => {
    expect(lookupSection(tree, 'acme', 'acme-pump', 'training')?.message).toBe('model training');
  });

  it('falls back to the brand level when the model has no such section', () => {
    expect(lookupSection(tree, 'acme', 'acme-pump', 'faq')?.message).toBe('brand faq');
  });

  it('reports a resource not found for brand and model', () => {
    const log = { warn: vi.fn() };
    expect(lookupSection(tree, 'acme', 'acme-pump', 'missing', log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      'Resource not found for brand "acme" and model "acme-pump": section "missing"',
    );
  });

  it('reports an invalid model definition when the model belongs to another brand', () => {
    const log = { warn: vi.fn() };
    expect(lookupSection(tree, 'acme', 'other-pump', 'faq', log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      'Invalid model definition: model "other-pump" belongs to brand "globex", not "acme"',
    );
  });

  it('never resolves names off the object prototype', () => {
    const log = { warn: vi.fn() };
    expect(lookupSection(tree, 'acme', 'acme-pump', 'constructor', log)).toBeUndefined();
    expect(lookupSection(tree, 'constructor', 'toString', 'faq', log)).toBeUndefined();
  });
});
