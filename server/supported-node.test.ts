import { describe, expect, it } from 'vitest';
import { supportedNodeRange, unsupportedNodeProblem } from './supported-node';

describe('the supported Node', () => {
  it('is a release line that still gets security fixes (24 or later)', () => {
    expect(unsupportedNodeProblem('20.20.2')).toMatch(/needs Node >=24.*this is Node 20\.20\.2/);
    expect(unsupportedNodeProblem('22.22.0')).not.toBeNull();
    expect(unsupportedNodeProblem('24.21.0')).toBeNull();
  });

  it('is the Node these tests run on, as npm runs every script', () => {
    expect(unsupportedNodeProblem(), `engines.node is ${supportedNodeRange()}`).toBeNull();
  });
});
