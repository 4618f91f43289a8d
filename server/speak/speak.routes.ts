import multipart from '@fastify/multipart';
import { Value } from 'typebox/value';
import {
  AttemptBody,
  ScoreFields,
  SpeakProfileQuery,
  SpeakProgressData,
  SpeakScoreData,
  SpeakTopicsData,
} from '../../src/contracts/speak';
import { SPEAK_PASS_MARK } from '../../src/domain/speaking';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { AppError, Envelope, errorResponses, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perMinute } from '../plugins/rate-limit';
import { findPrompt, listTopics, loadSpeakProgress, storeScoredAttempt } from './speak.repository';
import { scoreRecording } from './speak-scoring';
import { createWorkerAssessor } from './speech-recognizer';
import { decodeWav } from './wav';

const { tags, signedIn } = routeArea('main: speak', 401, 403, 404);
/** 32 s of 16 kHz 16-bit mono is 1 MB; a 48 kHz stereo float recording of the same is 12 MB. */
const AUDIO_MAX_BYTES = 4 * 1024 * 1024;

const MESSAGES = {
  badAudio: 'Không đọc được bản ghi âm. Em hãy thử ghi âm lại nhé.',
  badFields: 'Thiếu hồ sơ hoặc câu luyện nói trong bản ghi gửi lên.',
  tooLarge: 'Bản ghi âm quá lớn (tối đa 4 MB).',
  engine: 'Máy chấm điểm phát âm đang bận, em thử lại sau ít phút nhé.',
  clientScore:
    'Điểm luyện nói chỉ do máy chấm của Uniclass tính từ bản ghi âm. Em hãy ghi âm và gửi bài để được chấm nhé.',
} as const;

/**
 * AI Speak (issue 14 and 30, ADR 0008 and 0012): topics, server-side scoring of a WAV that stores
 * the attempt with the score the server made, and progress. Audio is never kept.
 */
export const speakRoutes: RoutesPlugin = async (app) => {
  const assessor = createWorkerAssessor();
  app.addHook('onClose', async () => {
    await assessor.close();
  });
  await app.register(multipart, {
    limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldNameSize: 50, fieldSize: 64 },
  });

  app.get(
    '/speak/topics',
    signedIn(
      'Speaking topics of the profile’s grade with their prompts and best scores',
      { querystring: SpeakProfileQuery },
      SpeakTopicsData,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok({ topics: await listTopics(app.db, request.query.profile_id), passMark: SPEAK_PASS_MARK });
    },
  );

  app.post(
    '/speak/score',
    {
      schema: {
        tags,
        summary:
          'Score a recording and store the attempt (multipart: profile_id, prompt_id, client_attempt_id, then the WAV file "audio"); audio is not kept',
        consumes: ['multipart/form-data'],
        response: {
          200: Envelope(SpeakScoreData),
          ...errorResponses(401, 403, 404, 413, 415),
        },
      },
      preHandler: requireAuth,
      config: perMinute(30),
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.badAudio);
      let bytes: Buffer;
      let fields: Record<string, unknown>;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'audio')
          throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_INVALID, MESSAGES.badAudio);
        fields = Object.fromEntries(
          Object.entries(part.fields).flatMap(([name, field]) =>
            field && !Array.isArray(field) && field.type === 'field'
              ? [[name, name === 'client_attempt_id' ? String(field.value) : Number(field.value)]]
              : [],
          ),
        );
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.tooLarge);
        throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_INVALID, MESSAGES.badAudio);
      }
      if (!Value.Check(ScoreFields, fields))
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGES.badFields);
      await assertOwnProfile(app.db, authOf(request), fields.profile_id);
      const prompt = await findPrompt(app.db, fields.prompt_id);
      const audio = decodeWav(bytes);
      if (!audio) throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_INVALID, MESSAGES.badAudio);
      const started = performance.now();
      let result: Awaited<ReturnType<typeof scoreRecording>>;
      try {
        result = await scoreRecording(assessor, prompt, audio);
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'speech assessor failed');
        throw new AppError(503, ERROR_CODES.SPEAK_ENGINE_UNAVAILABLE, MESSAGES.engine);
      }
      const scoringMs = Math.round(performance.now() - started);
      const stored = await storeScoredAttempt(app.db, {
        profileId: fields.profile_id,
        prompt,
        clientAttemptId: fields.client_attempt_id,
        result,
      });
      return ok({
        promptId: prompt.id,
        attemptId: stored.attemptId,
        bestScore: stored.bestScore,
        diamondsEarned: stored.diamondsEarned,
        ...result,
        // A resent recording answers the score stored the first time.
        score: stored.score,
        passed: stored.score >= SPEAK_PASS_MARK,
        seconds: Math.round(audio.seconds * 100) / 100,
        scoringMs,
      });
    },
  );

  // Before issue 30 the client posted its own score here. Scores are made by /speak/score only
  // (ADR 0012): an invented score is refused, clearly, and nothing is stored.
  app.post(
    '/speak/attempts',
    {
      schema: {
        tags,
        summary: 'Refused: attempts are stored by POST /speak/score with the score the server made',
        body: AttemptBody,
        response: errorResponses(401, 409),
      },
      preHandler: requireAuth,
      config: perMinute(60),
    },
    async () => {
      throw new AppError(409, ERROR_CODES.SPEAK_CLIENT_SCORE_REFUSED, MESSAGES.clientScore);
    },
  );

  app.get(
    '/speak/progress',
    signedIn(
      'Progress per topic: prompts passed, attempts, average best score',
      { querystring: SpeakProfileQuery },
      SpeakProgressData,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok(await loadSpeakProgress(app.db, request.query.profile_id));
    },
  );
};
