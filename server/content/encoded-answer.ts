/**
 * An answer that never changes while the server runs (a product manifest), kept in every encoding
 * a browser may accept: compressed once, on first request, then answered as stored. Each encoding
 * has its own strong ETag, so a conditional request is answered 304 without a body.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, so each is parsed once; a flood of
 * made-up values only empties the memo now and then.
 */
class NegotiatedEncodings extends Map<string, string> {
  override set(header: string, encoding: string): this {
    if (this.size >= 100) this.clear();
    return super.set(header, encoding);
  }
}

/** Best first: brotli is smaller than gzip for JSON. */
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new NegotiatedEncodings(),
});

export class EncodedAnswer {
  private readonly identity: Buffer;
  private readonly hash: string;
  private readonly encoded = new Map<Encoding, Representation>();

  constructor(
    text: string,
    readonly contentType: string,
  ) {
    this.identity = Buffer.from(text);
    this.hash = createHash('sha256').update(this.identity).digest('base64url').slice(0, 27);
  }

  /** The representation for an Accept-Encoding header; identity when none of the others is accepted. */
  representation(acceptEncoding: string | undefined): { encoding: Encoding; representation: Representation } {
    const encoding = (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
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
    if (encoding === 'br') {
      return brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
    }
    if (encoding === 'gzip') return gzipSync(this.identity, { level: constants.Z_BEST_COMPRESSION });
    return this.identity;
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
  void reply.header('vary', 'accept-encoding').header('etag', representation.etag);
  if (matches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type(answer.contentType).send(representation.body);
}
