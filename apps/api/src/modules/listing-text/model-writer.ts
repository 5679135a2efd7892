import { draftTextResult } from '@baandee/contracts';
import { LISTING_TEXT_LIMITS, type DraftLength, type ListingDraft, type ListingFacts } from '@baandee/domain';
import type { LlmConfig } from '../../config.js';

/** Why a model's answer was not used; the built-in writer's draft is shown instead. */
export type ModelOutcome = { draft: ListingDraft } | { failed: string };

const INSTRUCTIONS = [
  'You write property listings for a Bangkok marketplace, in Thai and in English.',
  'Use only the facts given as JSON. Do not add anything they do not say: no other numbers, stations, places, furniture, facilities, rules, views or selling points.',
  'Leave out what is missing or null. Write numbers as digits with thousands separators (15,000). Write stations as the operator and the name (BTS Asok).',
  'Thai reads as Bangkok listings are written: natural word order, no spaces inside phrases, a space between phrases.',
  `Each title at most ${LISTING_TEXT_LIMITS.title} characters; each description at most ${LISTING_TEXT_LIMITS.description} characters, in short paragraphs and "- " lists.`,
  'Answer with JSON only: {"th":{"announce_title":"...","announce_description":"..."},"en":{"announce_title":"...","announce_description":"..."}}',
].join('\n');

const LENGTH_HINT: Record<DraftLength, string> = {
  standard: 'Write a standard description: what it is, its details and the price. Mention at most the nearest station, without a neighbourhood section.',
  long: 'Write a longer description that ends with a neighbourhood paragraph: the district and province, and every station and place with its distance.',
};

/** The facts as the model reads them: names in both languages, distances in km, nothing null. */
function factsForModel(facts: ListingFacts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...facts, rules: Object.fromEntries(Object.entries(facts.rules).filter(([, allowed]) => allowed !== null)) }).filter(
      ([, value]) => value !== null && value !== false && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The JSON in a chat answer, with or without a code fence around it. */
function jsonIn(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse(fenced ? fenced[1]! : content);
}

/**
 * Asks an OpenAI-compatible chat completions endpoint for the draft. Any failure (a slow
 * answer, an HTTP error, an answer that is not the draft's shape) is an outcome, not an
 * error: the owner gets the built-in draft either way.
 */
export async function askModel(llm: LlmConfig, facts: ListingFacts, length: DraftLength): Promise<ModelOutcome> {
  let response: Response;
  try {
    response = await fetch(`${llm.apiUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.7,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: `${INSTRUCTIONS}\n${LENGTH_HINT[length]}` },
          { role: 'user', content: JSON.stringify(factsForModel(facts)) },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch (cause) {
    return { failed: cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : `unreachable: ${String(cause)}` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { failed: `http ${response.status}` };
  }
  try {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { failed: 'no message content' };
    const parsed = draftTextResult.safeParse(jsonIn(content));
    return parsed.success ? { draft: parsed.data } : { failed: 'not a draft of the expected shape and lengths' };
  } catch (cause) {
    return { failed: cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'answer not JSON' };
  }
}
