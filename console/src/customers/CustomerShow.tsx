/**
 * A member's page: who they are and how to reach them, orders, grade, points with
 * the latest lines, coupons, employee and editor status, each changed here with a reason that the
 * audit log keeps. What a role may not do is not offered (the API refuses it anyway).
 */
import { Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, usePermissions } from 'react-admin';
import { formatDttm, formatNumber, formatWon } from '#shared/format';
import type { OperatorRole } from '#shared/ops/operator-roles';
import { can } from '../role-areas';
import { Section } from '../section';
import { PointGrantForm } from './PointGrant';
import { CouponIssueForm } from './CouponIssueForm';
import { GradeForm } from './GradeForm';
import { EmployeeForm } from './EmployeeForm';
import { EditorForm } from './EditorForm';
import type { CustomerDetail } from './customer-detail';
import { recordShowPage } from '../record-pages';

const day = (dttm: string | null) => (dttm ? formatDttm(dttm, { weekday: false }) : '없음');

function CustomerPage() {
  const customer = useRecordContext<CustomerDetail>();
  const { permissions } = usePermissions<OperatorRole>();
  // Until `customers/get` answers, react-admin shows the list's row, which lacks the page's parts.
  if (!customer?.points) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <Section title="회원 정보">
            <Typography>
              {customer.custNm} ({customer.custWebId ?? '소셜·휴대폰 가입'}) · 회원번호 {customer.incsNo} · {customer.status === 'ACTIVE' ? '회원' : '탈퇴'}
            </Typography>
            <Typography>
              휴대폰 {customer.mobile} · 이메일 {customer.email ?? '없음'}
            </Typography>
            <Typography>
              가입 {day(customer.joinDttm)} · 주문 {formatNumber(customer.orderCnt)}건 · 마지막 주문 {day(customer.lastOrderDttm)}
            </Typography>
          </Section>
          <Section title="등급">{can(permissions, 'memberStatus') ? <GradeForm customer={customer} /> : <Typography>{customer.gradeNm}</Typography>}</Section>
          {can(permissions, 'memberStatus') && (
            <Section title="임직원">
              <EmployeeForm customer={customer} />
            </Section>
          )}
          {can(permissions, 'editors') && (
            <Section title="에디터">
              <EditorForm customer={customer} />
            </Section>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <Section title={`포인트 ${formatNumber(customer.rmnPt)}P`}>
            <ul aria-label="최근 포인트 내역">
              {customer.points.map((line) => (
                <li key={`${line.createdDttm}-${line.delta}-${line.memo}`}>
                  {day(line.createdDttm)} {line.delta > 0 ? '+' : ''}
                  {formatNumber(line.delta)}P {line.memo ?? ''}
                </li>
              ))}
            </ul>
            {can(permissions, 'points') && customer.custWebId && <PointGrantForm custWebId={customer.custWebId} />}
          </Section>
          <Section title="쿠폰">
            <ul aria-label="쿠폰">
              {customer.coupons.map((coupon) => (
                <li key={coupon.customerCouponId}>
                  {coupon.cpnNm} ({coupon.dcAmt ? formatWon(coupon.dcAmt) : `${coupon.dcRate}%`} 할인
                  {coupon.minOrderAmt > 0 ? `, ${formatWon(coupon.minOrderAmt)} 이상` : ''}) ·{' '}
                  {coupon.usedDttm ? `${day(coupon.usedDttm)} 사용` : `${day(coupon.expiresDttm)}까지`}
                </li>
              ))}
            </ul>
            {can(permissions, 'points') && <CouponIssueForm incsNo={customer.incsNo} />}
          </Section>
        </Stack>
      </Grid>
    </Grid>
  );
}

export const CustomerShow = recordShowPage(CustomerPage, '고객');
