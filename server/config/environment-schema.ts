/**
 * The server's environment as one JSON Schema. Variables are strings: loadConfig trims them, drops empty ones and
 * turns whole numbers, on/off words and comma lists into the numbers, booleans and arrays asked for here.
 * `x-must-be` ends "NAME must be … (got "value")" (for whole numbers it comes from minimum and maximum); `x-problem`
 * is the line for a refusal (`not`) or a requirement, with {name}, {value} and {NODE_ENV} filled in. `writeOnly`
 * marks a secret, which no message repeats.
 */
const wholeNumber = (description: string, minimum: number, maximum: number, fallback: number) =>
  ({ description, type: 'integer', minimum, maximum, default: fallback }) as const;

export const environmentSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  description:
    'Read once at start-up. Anything but NODE_ENV=production is demo mode, where placeholders fill the gaps.',
  type: 'object',
  properties: {
    NODE_ENV: {
      description: 'production seeds no demo account and requires the deployment values.',
      type: 'string',
      enum: ['production', 'development', 'test'],
      default: 'development',
      'x-must-be': 'production, development or test',
    },
    SESSION_SECRET: {
      description: 'Key of the HMAC that finds an account by its auth key; changing it voids every password.',
      type: 'string',
      minLength: 32,
      writeOnly: true,
      'x-must-be': 'at least 32 characters long',
    },
    SUPPORT_PHONE: {
      description: 'Customer support line.',
      type: 'string',
      pattern: '^\\+?[0-9][0-9 ()-]{2,30}$',
      default: '1-800-555-0100',
      'x-must-be': 'a phone number such as 1-800-555-0100',
    },
    SUPPORT_EMAIL: {
      description: 'Product-support address.',
      type: 'string',
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      default: 'support@example.com',
      'x-must-be': 'an email address',
    },
    EIFU_PASSWORD: { description: 'Password shown in the eIFU modal.', type: 'string', default: 'demo-eifu' },
    LEARNING_LIBRARY_URL: {
      description: 'Address of the embedded learning library.',
      type: 'string',
      anyOf: [{ pattern: '^/(?!/)' }, { format: 'https-url' }],
      default: '/public/training/learning-library/index.html',
      'x-must-be': 'a path on this site (/...) or an https:// address',
    },
    HOST: {
      description: 'Address the server listens on.',
      type: 'string',
      anyOf: [{ format: 'ip' }, { pattern: '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$' }],
      default: '127.0.0.1',
      'x-must-be': 'an IP address or host name',
    },
    PORT: wholeNumber('Port the server listens on.', 0, 65535, 8080),
    DATABASE_PATH: { description: 'SQLite file, or :memory:.', type: 'string', default: 'data/portal.sqlite' },
    CONTENT_DIR: { description: 'Content sources, home of the files served.', type: 'string', default: 'content' },
    CONTENT_BUILD_DIR: { description: 'Compiled content.', type: 'string', default: 'build/content' },
    SITE_DIR: { description: 'Built site.', type: 'string', default: 'build/site' },
    SESSION_IDLE_MINUTES: wholeNumber('A session unused this long ends.', 1, 24 * 60, 30),
    SESSION_ABSOLUTE_HOURS: wholeNumber('A session ends this long after sign-in, however busy.', 1, 24 * 30, 12),
    TRUST_PROXY: {
      description: "Whose X-Forwarded-For to believe: off, the number of proxies in front, or the proxies' addresses.",
      anyOf: [
        { type: 'boolean', const: false },
        { type: 'integer' },
        { type: 'array', minItems: 1, items: { type: 'string', format: 'ip-or-cidr' } },
      ],
      default: false,
      'x-must-be': 'off, a hop count, or a comma-separated list of IP addresses/CIDRs',
      // Trusting every hop would let any client write its own address and escape the per-address limits.
      not: { const: true },
      'x-problem':
        "{name}={value} would trust any client's X-Forwarded-For: give the proxy's address or CIDR (e.g. 127.0.0.1) or the number of proxies in front (e.g. 1)",
    },
    VIDEO_ORIGINS: {
      description: 'Origins the site may frame for videos; unset, those of the videos in the compiled content.',
      type: 'array',
      items: { type: 'string', pattern: '^https://', format: 'origin' },
      'x-must-be': 'a comma-separated list of https origins such as https://player.vimeo.com',
    },
    SHUTDOWN_GRACE_SECONDS: wholeNumber('On SIGTERM, how long requests in flight may finish.', 1, 600, 10),
    REQUEST_TIMEOUT_SECONDS: wholeNumber('Longest a request may take to arrive or a socket stay idle.', 1, 600, 60),
    KEEP_ALIVE_SECONDS: wholeNumber('How long an idle keep-alive connection stays open.', 1, 600, 10),
    MAX_SESSIONS_PER_ACCOUNT: wholeNumber('Concurrent sessions per account; one more ends the oldest.', 1, 100_000, 50),
    AUDIT_RETENTION_DAYS: wholeNumber('Audit events older than this are deleted.', 1, 36_500, 400),
    SECURITY_CONTACT: {
      description: "security.txt's contact for researchers; unset, mailto: the support address.",
      type: 'string',
      pattern: '^(mailto:[^\\s@]+@[^\\s@]+\\.[^\\s@]+|https://\\S+)$',
      'x-must-be': 'a mailto: or https:// address',
    },
    SECURITY_TXT_EXPIRES: {
      description: 'When security.txt stops being valid; unset, one year after start-up.',
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T[\\d:.]+(Z|[+-]\\d{2}:\\d{2}))?$',
      format: 'js-date',
      'x-must-be': 'a date such as 2027-06-30 or 2027-06-30T00:00:00Z',
    },
    SCRYPT_COST: {
      description: "log2 of scrypt's N for a cheap password hash in test runs; unset, the strong default.",
      type: 'integer',
      minimum: 4,
      maximum: 20,
      'x-must-be': "log2 of scrypt's N, a whole number from 4 to 20",
    },
  },
  dependentSchemas: {
    NODE_ENV: {
      if: { properties: { NODE_ENV: { const: 'production' } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then; this object is never awaited.
      then: {
        // ajv's strict mode wants every required variable named under properties as well.
        allOf: [
          {
            properties: { SESSION_SECRET: true },
            required: ['SESSION_SECRET'],
            'x-problem':
              '{name} is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
          },
          {
            properties: { SUPPORT_PHONE: true, SUPPORT_EMAIL: true, EIFU_PASSWORD: true, LEARNING_LIBRARY_URL: true },
            required: ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'EIFU_PASSWORD', 'LEARNING_LIBRARY_URL'],
            'x-problem': '{name} is required when NODE_ENV=production',
          },
        ],
      },
    },
    SCRYPT_COST: {
      // A weak hash anywhere but a test run would be a silent downgrade.
      if: { properties: { NODE_ENV: { const: 'test' } }, required: ['NODE_ENV'] },
      else: {
        properties: {
          SCRYPT_COST: {
            not: {},
            'x-problem': '{name} is a test-only setting and is refused unless NODE_ENV=test (got NODE_ENV={NODE_ENV})',
          },
        },
      },
    },
  },
} as const;
