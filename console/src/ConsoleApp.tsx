/**
 * The console (ADR 026): react-admin over the operator API, in Korean, each role shown only its
 * own work (the API refuses the rest anyway, ADR 025).
 */
import type { Theme } from '@mui/material';
import { Admin, CustomRoutes, Resource, defaultTheme } from 'react-admin';
import { Route } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { OperatorRole } from '#shared/ops/operator-roles';
import { can } from './role-areas';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { consoleQueryClient } from './query-client';
import { koreanMessages } from './i18n/korean-messages';
import { LoginPage } from './LoginPage';
import { Dashboard } from './Dashboard';
import { ConsoleLayout } from './ConsoleLayout';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { TrackingUpload } from './orders/TrackingUpload';
import { PaymentVoidList } from './payment-voids/PaymentVoidList';
import { AuditList } from './audit/AuditList';
import { OperatorList } from './operators/OperatorList';
import { OperatorKeyList } from './operators/OperatorKeyList';
import { InquiryList } from './inquiries/InquiryList';
import { ClaimList } from './claims/ClaimList';
import { BottleList } from './bottles/BottleList';
import { ReviewList } from './reviews/ReviewList';
import { PostingReviewList } from './postings/PostingReviewList';
import { CustomerList } from './customers/CustomerList';
import { CustomerShow } from './customers/CustomerShow';
import { NoticeList } from './content/NoticeList';
import { NoticeCreate, NoticeEdit } from './content/NoticeForm';
import { FaqList } from './content/FaqList';
import { FaqCreate, FaqEdit } from './content/FaqForm';
import { ProductList } from './catalog/ProductList';
import { ProductCreate, ProductEdit } from './catalog/ProductForm';
import { CatalogCsv } from './catalog/CatalogCsv';
import { DocumentList } from './content/DocumentList';
import { DocumentShow } from './content/DocumentShow';
import { StoreList } from './stores/StoreList';
import { StoreCreate, StoreEdit } from './stores/StoreForm';
import { EventList } from './events/EventList';
import { EventCreate, EventEdit } from './events/EventForm';
import { lazyScreen } from './lazy-screen';
import { BestProductsScreen } from './reports/BestProductsScreen';

// The screens with charts load MUI X Charts on first use, so the console's first load stays as it was.
const SpeedScreen = lazyScreen(() => import('./speed/SpeedScreen').then((module) => module.SpeedScreen));
const SalesReportScreen = lazyScreen(() => import('./reports/SalesReportScreen').then((module) => module.SalesReportScreen));

const i18nProvider = polyglotI18nProvider(() => koreanMessages, 'ko');
const queryClient = consoleQueryClient();
const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#2f6b4f' }, secondary: { main: '#1f4d38' } },
  typography: { fontFamily: "'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif" },
  components: {
    ...defaultTheme.components,
    // On a phone a list's columns do not fit: the table scrolls sideways inside the page instead of
    // widening it (react-admin lets the layout grow to its content, which pushed the app bar's
    // buttons off screen), and its cells keep their words on one line instead of a letter per line.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: {
      // The table takes the focus, so a keyboard can scroll what does not fit (arrow keys).
      defaultProps: { tabIndex: 0 },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { whiteSpace: 'nowrap' } },
        }),
      },
    },
    // A table on a record's page (a product's options) does the same inside its card: without a
    // scrolling container the card grew past the phone's edge and its overflow cut the table off.
    MuiTableContainer: {
      defaultProps: { tabIndex: 0 },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { whiteSpace: 'nowrap' } } }),
      },
    },
    // A locked field's helper text says why it is locked (a product's brand): it stays readable
    // (text.secondary, 5.7:1) while the field itself greys out; MUI's disabled grey is 2.7:1.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
};

export function ConsoleApp() {
  return (
    <Admin
      basename="/ops/console"
      title="녹차숍 운영자 콘솔"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(role: OperatorRole | undefined) => [
        can(role, 'orders') ? <Resource key="orders" name="orders" list={OrderList} show={OrderShow} options={{ label: '주문' }} /> : null,
        can(role, 'paymentVoids') ? <Resource key="payment-voids" name="payment-voids" list={PaymentVoidList} options={{ label: '환불 필요 결제' }} /> : null,
        can(role, 'customers') ? <Resource key="customers" name="customers" list={CustomerList} show={CustomerShow} options={{ label: '고객' }} /> : null,
        can(role, 'inquiries') ? <Resource key="inquiries" name="inquiries" list={InquiryList} options={{ label: '1:1 문의' }} /> : null,
        can(role, 'claims') ? <Resource key="claims" name="claims" list={ClaimList} options={{ label: '교환·반품' }} /> : null,
        can(role, 'bottles') ? <Resource key="bottles" name="bottles" list={BottleList} options={{ label: '공병 수거' }} /> : null,
        can(role, 'reviews') ? <Resource key="reviews" name="reviews" list={ReviewList} options={{ label: '리뷰' }} /> : null,
        can(role, 'postings') ? <Resource key="postings" name="postings" list={PostingReviewList} options={{ label: '포스팅' }} /> : null,
        can(role, 'notices') ? (
          <Resource key="notices" name="notices" list={NoticeList} create={NoticeCreate} edit={NoticeEdit} options={{ label: '공지사항' }} />
        ) : null,
        can(role, 'documents') ? <Resource key="documents" name="documents" list={DocumentList} show={DocumentShow} options={{ label: '약관·안내' }} /> : null,
        can(role, 'catalog') ? (
          <Resource key="products" name="products" list={ProductList} create={ProductCreate} edit={ProductEdit} options={{ label: '상품' }} />
        ) : null,
        can(role, 'catalog') ? (
          <CustomRoutes key="catalog">
            <Route path="/catalog-csv" element={<CatalogCsv />} />
          </CustomRoutes>
        ) : null,
        can(role, 'stores') ? <Resource key="stores" name="stores" list={StoreList} create={StoreCreate} edit={StoreEdit} options={{ label: '매장' }} /> : null,
        can(role, 'events') ? (
          <Resource key="events" name="events" list={EventList} create={EventCreate} edit={EventEdit} options={{ label: '이벤트·메인 배너' }} />
        ) : null,
        can(role, 'faqs') ? <Resource key="faqs" name="faqs" list={FaqList} create={FaqCreate} edit={FaqEdit} options={{ label: 'FAQ' }} /> : null,
        can(role, 'operators') ? <Resource key="operators" name="operators" list={OperatorList} options={{ label: '운영자' }} /> : null,
        can(role, 'operatorKeys') ? <Resource key="operator-keys" name="operator-keys" list={OperatorKeyList} options={{ label: '운영자 키' }} /> : null,
        can(role, 'audit') ? <Resource key="audit" name="audit" list={AuditList} options={{ label: '감사 기록' }} /> : null,
        can(role, 'tracking') ? (
          <CustomRoutes key="tracking">
            <Route path="/tracking-upload" element={<TrackingUpload />} />
          </CustomRoutes>
        ) : null,
        can(role, 'sales') ? (
          <CustomRoutes key="sales">
            <Route path="/sales-report" element={<SalesReportScreen />} />
          </CustomRoutes>
        ) : null,
        can(role, 'bestProducts') ? (
          <CustomRoutes key="best-products">
            <Route path="/best-products" element={<BestProductsScreen />} />
          </CustomRoutes>
        ) : null,
        can(role, 'speed') ? (
          <CustomRoutes key="speed">
            <Route path="/speed" element={<SpeedScreen />} />
          </CustomRoutes>
        ) : null,
      ]}
    </Admin>
  );
}
