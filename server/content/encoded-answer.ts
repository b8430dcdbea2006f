/**
 * An answer that never changes while the server runs (a product manifest, the site's page, a tab
 * icon), kept in every encoding a browser may accept: compressed once, on first request, or read
 * from the copies the build compressed; then answered as stored. Each encoding has its own
 * strong ETag, so a conditional request is answered 304 without a body.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<Encoding, 'identity'>;

interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * Best first: brotli is smaller than gzip. One negotiator per set of encodings an answer has.
 * Browsers send a handful of distinct Accept-Encoding values, so each is parsed once; a flood of
 * made-up values only pushes the least recently seen out of the memo.
 */
const preference: readonly Encoding[] = ['br', 'gzip', 'identity'];
const negotiators = new Map<string, Negotiator<Encoding>>();
function negotiatorFor(available: readonly Encoding[]): Negotiator<Encoding> {
  const key = available.join();
  let negotiator = negotiators.get(key);
  if (!negotiator) {
    negotiator = new Negotiator<Encoding>({
      supportedValues: [...available],
      cache: new LRUCache<string, string>({ max: 100 }),
    });
    negotiators.set(key, negotiator);
  }
  return negotiator;
}

export class EncodedAnswer {
  private readonly identity: Buffer;
  private readonly hash: string;
  private readonly encoded = new Map<Encoding, Representation>();
  private readonly negotiator: Negotiator<Encoding>;
  /** Compressed copies made by the build; when given, no other encoding is made here. */
  private readonly prebuilt: Partial<Record<Compressed, Buffer>> | undefined;

  constructor(
    content: string | Buffer,
    readonly contentType: string,
    prebuilt?: Partial<Record<Compressed, Buffer>>,
  ) {
    this.identity = typeof content === 'string' ? Buffer.from(content) : content;
    this.hash = createHash('sha256').update(this.identity).digest('base64url').slice(0, 27);
    this.prebuilt = prebuilt;
    this.negotiator = negotiatorFor(
      prebuilt ? preference.filter((encoding) => encoding === 'identity' || prebuilt[encoding]) : preference,
    );
  }

  /** The representation for an Accept-Encoding header; identity when none of the others is accepted. */
  representation(acceptEncoding: string | undefined): { encoding: Encoding; representation: Representation } {
    const encoding = (acceptEncoding && this.negotiator.negotiate(acceptEncoding)) || 'identity';
    let representation = this.encoded.get(encoding);
    if (!representation) {
      representation = {
        body: this.encode(encoding),
        etag: `"${this.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`,
      };
      this.encoded.set(encoding, representation);
    }
    return { encoding, representation };
  }

  private encode(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    const prebuilt = this.prebuilt?.[encoding];
    if (prebuilt) return prebuilt;
    if (encoding === 'br') {
      return brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
    }
    return gzipSync(this.identity, { level: constants.Z_BEST_COMPRESSION });
  }
}

/** If-None-Match matches by weak comparison, so `W/"x"` and `"x"` both match `"x"`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends the best accepted encoding with Vary and its ETag, or 304 when the client already has it. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const { encoding, representation } = answer.representation(request.headers['accept-encoding']);
  // Added to what the route already varies by (a first visit's page varies by the reader's language).
  const vary = reply.getHeader('vary');
  void reply
    .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding')
    .header('etag', representation.etag);
  if (matches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type(answer.contentType).send(representation.body);
}
