/**
 * Robots that fetch pages: search engines, link previews of chat apps and social sites
 * (LINE's is line-poker; its in-app browser says Line/<version> and is a person), monitors
 * and command-line clients. Their visits are not views an owner wants counted.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|preview|line-poker|whatsapp|slack|headless|lighthouse|pagespeed|curl|wget|python-requests|httpie|axios|node-fetch|undici|go-http-client|java\/|okhttp|uptime|pingdom|scrapy|phantomjs/i;

/** A request a person's browser made: a user agent that names no robot (none at all counts as a robot). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}
