/**
 * References of paper-copy requests, e.g. PC-7K3M-Q9XD: random, so a reference says nothing about
 * how many requests others made, and read aloud or typed without mixing up 0/O, 1/I/L or U/V.
 */
import { randomInt } from 'node:crypto';
import {
  DuplicateReferenceError,
  type NewPaperCopyRequest,
  type PaperCopyQuota,
  type PaperCopyRecord,
} from '../storage/records';
import type { Storage } from '../storage/storage';

const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const attempts = 5;

export function newReference(): string {
  const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `PC-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as an operator may type it: any case, spaces around it ignored. */
export function normaliseReference(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Stores the request under a fresh reference, drawing again in the unlikely case it is taken;
 * within the quotas, if given (storage.paperCopies.create).
 */
export async function storeWithNewReference(
  storage: Storage,
  request: Omit<NewPaperCopyRequest, 'reference'>,
  { quotas = [], draw = newReference }: { quotas?: readonly PaperCopyQuota[]; draw?: () => string } = {},
): Promise<PaperCopyRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storage.paperCopies.create({ ...request, reference: draw() }, quotas);
    } catch (error) {
      if (!(error instanceof DuplicateReferenceError) || attempt >= attempts) throw error;
    }
  }
}
