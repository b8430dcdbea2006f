/**
 * The compiled content as `app.content`, validated at start-up (the app refuses to build when it is
 * missing or invalid). The development server puts newly compiled content in its place.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CompiledContent, loadCompiledContent } from '../content/compiled-content';

declare module 'fastify' {
  interface FastifyInstance {
    content: CompiledContent;
  }
}

interface ContentPluginOptions {
  content?: CompiledContent;
}

async function contentPlugin(app: FastifyInstance, options: ContentPluginOptions): Promise<void> {
  app.decorate('content', options.content ?? loadCompiledContent(app.config.contentBuildDir));
}

export default fp(contentPlugin, { name: 'content', decorators: { fastify: ['config'] } });
