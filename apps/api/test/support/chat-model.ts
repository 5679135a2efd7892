import type { IncomingMessage } from 'node:http';
import { listenOnLoopback, sendJson } from './listen.js';

export type ModelBehaviour = { answer: unknown } | { status: number } | { delayMs: number; answer: unknown } | { raw: string };

/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint: it answers what the
 * test sets as the assistant's message, an HTTP error, a slow answer or a broken body, and
 * keeps each request it was sent.
 */
export async function startChatModel() {
  let behaviour: ModelBehaviour = { status: 500 };
  const requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return JSON.parse(text) as Record<string, unknown>;
  };
  const completion = (content: unknown) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }],
  });
  const server = await listenOnLoopback((req, res) => {
    void read(req).then((body) => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return sendJson(res, 404, { error: { message: 'not found' } });
      const now = behaviour;
      if ('status' in now) return sendJson(res, now.status, { error: { message: 'model overloaded' } });
      if ('raw' in now) return void res.writeHead(200, { 'content-type': 'application/json' }).end(now.raw);
      if ('delayMs' in now) return void setTimeout(() => !res.destroyed && sendJson(res, 200, completion(now.answer)), now.delayMs);
      sendJson(res, 200, completion(now.answer));
    });
  });
  return {
    url: `${server.url}/v1`,
    requests,
    behave(next: ModelBehaviour) {
      behaviour = next;
    },
    close: server.close,
  };
}
