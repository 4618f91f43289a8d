import { type Static, Type } from 'typebox';
import { Nullable, strict, UserText } from './common';

/* The third service (/service3/...): the registration-consult request of SPEC §3. */

/** POST /service3/register/consult */
export const RegisterConsultBody = Type.Object(
  {
    /** REGISTER_COURSE_ACTION of src/domain/constants. */
    requestType: Type.Integer({ minimum: 1, maximum: 5 }),
    fullName: UserText({ minLength: 1, maxLength: 100 }),
    phone: Type.String({ minLength: 1, maxLength: 20 }),
    platform: Type.String({ minLength: 1, maxLength: 20 }),
    followCourse: UserText({ maxLength: 200 }),
    grade: Type.Union([Type.Integer({ minimum: 0, maximum: 12 }), Type.String({ maxLength: 20 })]),
    birthday: Nullable(Type.String({ maxLength: 10 })),
  },
  strict,
);
export type RegisterConsultBody = Static<typeof RegisterConsultBody>;

/** A repeat within ten minutes answers the first request's id and time. */
export const ConsultAnswer = Type.Object({ requestId: Type.Integer(), createdAt: Type.String() });
export type ConsultAnswer = Static<typeof ConsultAnswer>;

/** GET /service3/healthz */
export const Service3Health = Type.Object({ service: Type.Literal('service3') });
