/** The console's frame: react-admin's layout with a menu of the role's own work and the operator's name. */
import { AppBar, Layout, Logout, Menu, TitlePortal, UserMenu, useBasename, useGetIdentity, usePermissions, type LayoutProps } from 'react-admin';
import type { OperatorRole } from '#shared/ops/operator-roles';
import { can } from './role-areas';

function ConsoleMenu() {
  const { permissions } = usePermissions<OperatorRole>();
  // A custom page's link carries the console's base path itself (resource links get it from react-admin).
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="오늘" />
      <Menu.ResourceItems />
      {can(permissions, 'tracking') && <Menu.Item to={`${basename}/tracking-upload`} primaryText="송장번호 일괄 등록" />}
      {can(permissions, 'catalog') && <Menu.Item to={`${basename}/catalog-csv`} primaryText="상품 CSV" />}
      {can(permissions, 'sales') && <Menu.Item to={`${basename}/sales-report`} primaryText="매출 리포트" />}
      {can(permissions, 'bestProducts') && <Menu.Item to={`${basename}/best-products`} primaryText="베스트 상품" />}
      {can(permissions, 'speed') && <Menu.Item to={`${basename}/speed`} primaryText="체감 속도" />}
    </Menu>
  );
}

/** The user menu's button is named by what it shows (the operator's name), not a generic "profile". */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? '운영자 메뉴'}>
      <Logout />
    </UserMenu>
  );
}

/**
 * Each page's title (`<List title>`, `<Title>`) is drawn into the app bar's title portal; making that
 * the page's h1 gives every console page one, above its sections' h2s, for screen-reader navigation.
 */
const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />}>
    <TitlePortal component="h1" />
  </AppBar>
);

export function ConsoleLayout(props: LayoutProps) {
  return <Layout {...props} menu={ConsoleMenu} appBar={ConsoleAppBar} />;
}
