/**
 * The content team's events: every event with its schedule, which also decides the
 * main page's banners (the running events, by their order, ADR 028). A change shows on every page
 * within a minute (ADR 039).
 */
import { z } from 'zod';
import { EVENT_OPS_ROUTES as R } from './event-ops-routes';
import { withParticle } from '#shared/format/particle';
import { contractsNamed } from './contract';
import * as S from './event-ops-calls';

const DTTM = z.string({ error: '시각을 보내 주세요.' }).regex(/^\d{14}$/, '시각은 20261201000000처럼 14자리로 보내 주세요.');
const text = (name: string, max: number, min = 1) =>
  z
    .string({ error: `${withParticle(name, '을/를')} 입력해 주세요.` })
    .trim()
    .min(min, `${withParticle(name, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(name, '은/는')} ${max.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`);

export const EventPhaseSchema = z.enum(['UPCOMING', 'RUNNING', 'ENDED']);
export const EventOpsSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  body: z.string(),
  startDttm: z.string(),
  endDttm: z.string(),
  phase: EventPhaseSchema,
  displayYn: z.enum(['Y', 'N']),
  sortOrd: z.number().int(),
  bannerAlt: z.string(),
  bannerTone: z.string(),
  productCnt: z.number().int().nonnegative(),
});
export const ListEventsForOpsRequestSchema = z.object({
  phase: EventPhaseSchema.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export const ListEventsForOpsResponseSchema = z.object({
  data: z.object({ items: z.array(EventOpsSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});
export const GetEventForOpsRequestSchema = z.object({ eventId: z.number({ error: 'eventId(이벤트 번호)를 숫자로 보내 주세요.' }).int().positive() });
export const SaveEventRequestSchema = z
  .object({
    eventId: z.number().int().positive().optional(),
    title: text('제목', 60),
    subtitle: text('부제', 60, 0).default(''),
    summary: text('요약', 200, 0).default(''),
    body: text('내용', 5_000),
    startDttm: DTTM,
    endDttm: DTTM,
    displayYn: z.enum(['Y', 'N'], { error: 'displayYn은 Y 또는 N이어야 합니다.' }).default('Y'),
    sortOrd: z.number({ error: '순서는 숫자여야 합니다.' }).int().min(0).max(9999).default(0),
    bannerAlt: text('배너 설명', 100),
    bannerTone: z
      .string({ error: '배너 색을 보내 주세요.' })
      .regex(/^#[0-9a-fA-F]{6}$/, '배너 색은 #2f6b4f처럼 보내 주세요.')
      .transform((tone) => tone.toLowerCase()),
  })
  .refine((input) => input.endDttm > input.startDttm, { path: ['endDttm'], message: '종료 시각은 시작 시각보다 뒤여야 합니다.' });
export const EventOpsResponseSchema = z.object({
  data: EventOpsSchema.extend({ change: z.object({ message: z.string() }) }),
});
export const GetEventForOpsResponseSchema = EventOpsResponseSchema;
export const SaveEventResponseSchema = EventOpsResponseSchema;

export const EVENT_OPS_CONTRACTS = contractsNamed(S, R, {
  listEventsForOps: { summary: '이벤트 목록(운영): 예정·진행 중·종료(한국 시각)로 거르고 쪽 단위와 전체 건수; 진행 중인 이벤트가 순서대로 메인 배너가 된다' },
  getEventForOps: { summary: '이벤트 하나', errors: ['EVENT_NOT_FOUND'] },
  saveEvent: {
    summary: '이벤트 등록·수정: 제목, 내용, 기간(시작·종료), 노출, 순서, 배너 설명과 색; 다시 빌드 후 반영, 시작·종료 시각에는 배포 훅으로 자동 빌드',
    errors: ['EVENT_NOT_FOUND'],
  },
});
