/**
 * 임직원 인증 관리 (`/cu/hq-emp-user`): a verified member sees their company and may
 * release it; anyone else verifies with a code mailed to their company address.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sitePath } from '#shared/site-path';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeVerified } from './EmployeeVerified';
import { $employee, LOAD_ERROR_MESSAGE, loadEmployee } from './store';

function EmployeeApp() {
  const { phase, status, note, busy } = useStore($employee);
  useEffect(() => {
    void loadEmployee();
  }, []);
  if (phase === 'loading')
    return (
      <StatusNote busy className="emp-screen__status">
        임직원 인증 정보를 불러오는 중입니다.
      </StatusNote>
    );
  if (phase === 'error' || !status) return <ErrorNote className="emp-screen__status">{LOAD_ERROR_MESSAGE}</ErrorNote>;
  return (
    <>
      {status.empYn === 'Y' ? <EmployeeVerified status={status} busy={busy} /> : <EmployeeForm status={status} />}
      {note?.tone === 'error' ? <ErrorNote>{note.text}</ErrorNote> : <StatusNote>{note?.text}</StatusNote>}
      <p className="emp-screen__guide">
        처음이신가요? <a href={sitePath('cu/hq-emp-user/guide')}>임직원 인증 안내</a>에서 방법과 혜택을 확인해 보세요.
      </p>
    </>
  );
}

export const EmployeeScreen = islandScreen('emp-screen', EmployeeApp);
