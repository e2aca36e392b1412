// Optional summaries from an OpenAI-compatible chat endpoint. The local extractive summary is
// always computed first and wins on any error, timeout, refusal-length or empty answer: an outage
// of someone else's API must never stall ingestion or leave an article without a summary.
import { z } from 'zod';

export interface LlmConfig {
  /** e.g. `https://api.openai.com` or `http://localhost:11434` (a trailing `/v1` is tolerated). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface LlmSummaryResult {
  summary: string;
  origin: 'llm' | 'local';
  /** Why the local summary was used, when an endpoint was configured. */
  error?: string;
}

/** Longer inputs are cut: the lead of a news story carries what a 3-sentence summary needs. */
const MAX_INPUT_CHARS = 8_000;
const MAX_SUMMARY_CHARS = 1_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;
}

export const SYSTEM_PROMPT =
  'You summarise news articles. Write a neutral, factual summary of 2 to 3 sentences in plain text, in the language of the article. ' +
  'Do not add opinions, facts that are not in the article, headings, lists or quotation marks around the summary.';

export async function llmSummary(
  article: { title: string; text: string },
  localSummary: string,
  config: LlmConfig | undefined,
  options: { fetch?: typeof globalThis.fetch; signal?: AbortSignal } = {},
): Promise<LlmSummaryResult> {
  if (!config) return { summary: localSummary, origin: 'local' };
  const fallback = (error: string): LlmSummaryResult => ({ summary: localSummary, origin: 'local', error });
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await (options.fetch ?? globalThis.fetch)(chatCompletionsUrl(config.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 220,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Title: ${article.title}\n\n${article.text.slice(0, MAX_INPUT_CHARS)}` },
        ],
      }),
      // A chat endpoint has no reason to redirect; following one could carry the key elsewhere.
      redirect: 'error',
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return fallback(`http ${response.status}`);
    }
    const parsed = completionSchema.safeParse(await response.json());
    if (!parsed.success) return fallback('unexpected response shape');
    const summary = (parsed.data.choices[0]?.message.content ?? '').replace(/\s+/g, ' ').trim();
    if (!summary) return fallback('empty answer');
    if (summary.length > MAX_SUMMARY_CHARS) return fallback('answer too long');
    return { summary, origin: 'llm' };
  } catch (error) {
    return fallback(timeout.aborted ? 'timeout' : error instanceof Error ? error.message : String(error));
  }
}
