import { useState } from 'react';
import { can } from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { CreateEmployeeWizard } from './CreateEmployeeWizard';
import { CreateWorkplaceWizard } from './CreateWorkplaceWizard';
import { EditEmployeeDialog } from './EditEmployeeDialog';
import { EditWorkplaceDialog } from './EditWorkplaceDialog';
import { EmployeeList } from './EmployeeList';
import { MAX_EMPLOYEES, MAX_WORKPLACES, PROFILE_MESSAGES } from './messages';
import type { Employee, Workplace } from './types';
import { useDisplayPreferences } from './usePlannerPreferences';
import { useOrganisation } from './useOrganisation';
import { WorkplaceList } from './WorkplaceList';
import { useSignedInUser } from '../auth';
import './profile.css';

type OpenDialog =
  | { kind: 'createWorkplace' }
  | { kind: 'createEmployee' }
  | { kind: 'editWorkplace'; workplace: Workplace }
  | { kind: 'editEmployee'; employee: Employee }
  | null;

export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSignedInUser();
  const org = useOrganisation();
  const prefs = useDisplayPreferences();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const selected = org.workplaces.find((w) => w.workplace_id === selectedId) ?? null;
  const shownEmployees = selected ? org.employees.filter((e) => e.workplace_id === selected.workplace_id) : org.employees;
  // The caps count against each workplace's owner: one's own workplaces, and the employees of the selected workplace's team.
  const ownWorkplaces = org.workplaces.filter((w) => w.ownerId === user.uid);
  const roleAt = (workplaceId: string) => {
    const workplace = org.workplaces.find((w) => w.workplace_id === workplaceId);
    return workplace ? workplace.role : 'owner';
  };
  const teamEmployees = selected
    ? org.employees.filter((e) => {
        const workplace = org.workplaces.find((w) => w.workplace_id === e.workplace_id);
        return workplace !== undefined && workplace.ownerId === selected.ownerId;
      })
    : [];
  const canCreateWorkplace = prefs.allowWorkplaceEdit && ownWorkplaces.length < MAX_WORKPLACES;
  // A member with no workplace of their own sees the team they work for first; their own account's "Create workplace" comes after.
  const memberFirst = ownWorkplaces.length === 0 && org.workplaces.length > 0;
  const canCreateEmployee =
    prefs.allowEmployeeEdit && selected !== null && can(selected.role, 'employee.write') && teamEmployees.length < MAX_EMPLOYEES;

  let employeesHint: string | null = null;
  if (!org.workplacesLoading && org.workplaces.length === 0) employeesHint = PROFILE_MESSAGES.createWorkplaceHint;
  else if (!selected && prefs.allowEmployeeEdit) employeesHint = PROFILE_MESSAGES.selectWorkplaceHint;

  return (
    <section className="page profile-page">
      <div className="page-header">
        <h1>Profile</h1>
        <p className="muted">
          {memberFirst
            ? 'The workplaces of the team you work for, and the people who work in them.'
            : 'Your workplaces and the people who work in them.'}
        </p>
      </div>

      <section className="card profile-section" aria-labelledby="workplaces-title">
        <div className="profile-section-header">
          <h2 className="card-title" id="workplaces-title">
            Workplaces
          </h2>
          {!memberFirst && (
            <span className="profile-count muted">
              {ownWorkplaces.length} of {MAX_WORKPLACES}
            </span>
          )}
        </div>
        {org.workplacesLoading ? (
          <div className="profile-loading">
            <Spinner label="Loading workplaces…" />
          </div>
        ) : org.workplacesError ? (
          <LoadError what="workplaces" onRetry={() => void org.refetchWorkplaces()} />
        ) : (
          <>
            <WorkplaceList
              workplaces={org.workplaces}
              selectedId={selected?.workplace_id ?? null}
              onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
              canEdit={(workplace) => prefs.allowWorkplaceEdit && can(workplace.role, 'workplace.manage')}
              canCreate={canCreateWorkplace && !memberFirst}
              onEdit={(workplace) => setDialog({ kind: 'editWorkplace', workplace })}
              onCreate={() => setDialog({ kind: 'createWorkplace' })}
            />
            {memberFirst && canCreateWorkplace && (
              <p className="profile-own-account muted">
                Your own account has no workplaces yet.{' '}
                <button type="button" className="button button-subtle button-small" onClick={() => setDialog({ kind: 'createWorkplace' })}>
                  Create workplace
                </button>
              </p>
            )}
          </>
        )}
      </section>

      <section className="card profile-section" aria-labelledby="employees-title">
        <div className="profile-section-header">
          <h2 className="card-title" id="employees-title">
            {selected ? selected.name : PROFILE_MESSAGES.allWorkplaces}
          </h2>
          <span className="profile-count muted">
            {shownEmployees.length === 1 ? '1 employee' : `${shownEmployees.length} employees`}
            {!selected && org.employees.length > 0 ? ` · ${org.employees.length} of ${MAX_EMPLOYEES}` : ''}
          </span>
          {selected && (
            <button type="button" className="button button-subtle button-small" onClick={() => setSelectedId(null)}>
              Show all
            </button>
          )}
        </div>
        {org.employeesError ? (
          <LoadError what="employees" onRetry={() => void org.refetchEmployees()} />
        ) : org.employeesLoading && !org.workplacesError && org.workplaces.length > 0 ? (
          <div className="profile-loading">
            <Spinner label="Loading employees…" />
          </div>
        ) : (
          <EmployeeList
            employees={shownEmployees}
            currency={prefs.currency}
            canEdit={(employee) => prefs.allowEmployeeEdit && can(roleAt(employee.workplace_id), 'employee.write')}
            canCreate={canCreateEmployee}
            hint={employeesHint}
            onEdit={(employee) => setDialog({ kind: 'editEmployee', employee })}
            onCreate={() => setDialog({ kind: 'createEmployee' })}
          />
        )}
      </section>

      <CreateWorkplaceWizard
        open={dialog?.kind === 'createWorkplace'}
        onClose={close}
        onCreated={(id) => setSelectedId(id)}
        workplaces={org.workplaces}
        twelveHour={prefs.twelveHour}
      />
      <CreateEmployeeWizard
        open={dialog?.kind === 'createEmployee'}
        onClose={close}
        workplaces={org.workplaces}
        employees={org.employees}
        workplaceId={selected?.workplace_id ?? null}
        currencySymbol={prefs.currencySymbol}
      />
      <EditWorkplaceDialog
        workplace={dialog?.kind === 'editWorkplace' ? dialog.workplace : null}
        workplaces={org.workplaces}
        twelveHour={prefs.twelveHour}
        onClose={close}
        onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
      />
      <EditEmployeeDialog
        employee={dialog?.kind === 'editEmployee' ? dialog.employee : null}
        employees={org.employees}
        workplaces={org.workplaces}
        currencySymbol={prefs.currencySymbol}
        onClose={close}
      />
    </section>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="profile-load-error">
      <Message tone="error">{what === 'workplaces' ? 'Failed to fetch workplaces.' : 'Failed to fetch employees.'}</Message>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
