import { parseConfig } from '../../../../functions/shared/config';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({});
    expect(config.TABLE_NAME).toBe('islamic-api-local');
    expect(config.AWS_REGION).toBe('us-east-1');
    expect(config.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(config.QURAN_RECITER).toBe('Mishary Rashid Alafasy');
    expect(config.QURAN_AUDIO_AYAH_URL_TEMPLATE).toContain('{global}');
    expect(config.CORS_ALLOWED_ORIGIN).toBe('*');
    expect([config.RATE_LIMIT_ANONYMOUS_PER_MINUTE, config.RATE_LIMIT_STANDARD_PER_MINUTE, config.RATE_LIMIT_PRO_PER_MINUTE]).toEqual([
      30, 120, 300,
    ]);
  });

  it('reads rate limits as whole numbers within what one limiter item can hold', () => {
    expect(parseConfig({ RATE_LIMIT_PRO_PER_MINUTE: '600' }).RATE_LIMIT_PRO_PER_MINUTE).toBe(600);
    expect(() => parseConfig({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_ANONYMOUS_PER_MINUTE/);
    expect(() => parseConfig({ RATE_LIMIT_STANDARD_PER_MINUTE: '1.5' })).toThrow(/RATE_LIMIT_STANDARD_PER_MINUTE/);
    expect(() => parseConfig({ RATE_LIMIT_PRO_PER_MINUTE: '5001' })).toThrow(/RATE_LIMIT_PRO_PER_MINUTE/);
    expect(() => parseConfig({ ANONYMOUS_USAGE_KEY: 'short' })).toThrow(/ANONYMOUS_USAGE_KEY/);
  });

  it('treats blank variables as unset', () => {
    expect(parseConfig({ DYNAMODB_ENDPOINT: '', TABLE_NAME: '' }).TABLE_NAME).toBe('islamic-api-local');
  });

  it('takes values from the environment', () => {
    const config = parseConfig({
      TABLE_NAME: 'prod-table',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      QURAN_AUDIO_AYAH_URL_TEMPLATE: 'https://audio.example/{surah3}{ayah3}.mp3',
    });
    expect(config.TABLE_NAME).toBe('prod-table');
    expect(config.DYNAMODB_ENDPOINT).toBe('http://127.0.0.1:8000');
    expect(config.QURAN_AUDIO_AYAH_URL_TEMPLATE).toBe('https://audio.example/{surah3}{ayah3}.mp3');
  });

  it('refuses an invalid endpoint or template at cold start, naming the variable', () => {
    expect(() => parseConfig({ DYNAMODB_ENDPOINT: 'not a url' })).toThrow(/DYNAMODB_ENDPOINT/);
    expect(() => parseConfig({ QURAN_AUDIO_SURAH_URL_TEMPLATE: 'https://a.example/{ayah}.mp3' })).toThrow(
      /QURAN_AUDIO_SURAH_URL_TEMPLATE: placeholders must be among \{surah\}, \{surah3\}/,
    );
  });
});

describe('CHAT_MODEL_MAP', () => {
  it('is parsed once into a record of model id -> upstream model id, empty when unset', () => {
    expect(parseConfig({}).CHAT_MODEL_MAP).toEqual({});
    expect(parseConfig({ CHAT_MODEL_MAP: '{"gamma-2.5-32b":"qwen-3-32b"}' }).CHAT_MODEL_MAP).toEqual({ 'gamma-2.5-32b': 'qwen-3-32b' });
  });

  it('refuses anything but a JSON object of strings, naming the variable', () => {
    for (const value of ['not json', '[]', '"x"', '{"gamma-2.5-32b": 3}', 'null']) {
      expect(() => parseConfig({ CHAT_MODEL_MAP: value })).toThrow(/CHAT_MODEL_MAP: must be a JSON object/);
    }
  });
});
