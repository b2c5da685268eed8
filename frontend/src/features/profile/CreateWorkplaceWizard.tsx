import { DEFAULT_PAY_SCHEDULE, DEFAULT_PAYROLL_CODES, DEFAULT_TIME_ZONE } from '@rotaledger/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useCreateWorkplaceMutation } from './api';
import { PROFILE_MESSAGES } from './messages';
import type { PublishMode, Workplace } from './types';
import { workplaceNameError } from './validation';
import { BreakRulesField, breakRulesFrom, type BreakRuleDraft } from './BreakRulesField';
import { IndustrySelect, PublishModeField, RotaHoursFields, ServicePicker, TimeZoneSelect, WorkplaceNameField } from './WorkplaceFields';
import { WizardForm, useWizard } from './WizardSteps';
import { payChangesFrom, PaySettingsFields, paySettingsDraft, type PaySettingsDraft } from './PaySettingsFields';

const STEPS = ['Name', 'Industry', 'Hours'] as const;

/** A new workplace's pay settings start as the server's defaults: only what is changed is sent. */
const DEFAULT_PAY: PaySettingsDraft = paySettingsDraft({
  paySchedule: { ...DEFAULT_PAY_SCHEDULE, effectiveFrom: null },
  payrollCodes: DEFAULT_PAYROLL_CODES,
});

interface CreateWorkplaceWizardProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (workplaceId: string) => void;
  workplaces: readonly Workplace[];
  twelveHour: boolean;
}

/** Create Workplace: name, then industry and services, then rota hours (and, optionally, the pay settings), then Save. */
export function CreateWorkplaceWizard({ open, onClose, ...rest }: CreateWorkplaceWizardProps) {
  // The form lives inside the dialog, so closing it throws its state away (a fresh wizard each time).
  return (
    <Dialog open={open} onClose={onClose} title="Create Workplace">
      <CreateWorkplaceForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function CreateWorkplaceForm({ onClose, onCreated, workplaces, twelveHour }: Omit<CreateWorkplaceWizardProps, 'open'>) {
  const user = useSignedInUser();
  const toast = useToast();
  const [createWorkplace, { isLoading: saving }] = useCreateWorkplaceMutation();
  const wizard = useWizard();
  const { step, setError } = wizard;
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [services, setServices] = useState<number[]>([]);
  const [hours, setHours] = useState({ start: 0, end: 24 });
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [publishMode, setPublishMode] = useState<PublishMode>('live');
  const [breakRules, setBreakRules] = useState<BreakRuleDraft[]>([]);
  const [pay, setPay] = useState<PaySettingsDraft>(DEFAULT_PAY);
  const [payOpen, setPayOpen] = useState(false);
  const payChanges = () => payChangesFrom(pay, DEFAULT_PAY, dayjs().format('YYYY-MM-DD'));

  function problemAt(at: number): string | null {
    if (at === 1) return workplaceNameError(name, workplaces);
    if (at === 2) return industry ? null : PROFILE_MESSAGES.selectCategory;
    const checked = breakRulesFrom(breakRules);
    if ('error' in checked) return checked.error;
    const pays = payChanges();
    return 'error' in pays ? pays.error : null;
  }

  async function save() {
    const checked = breakRulesFrom(breakRules);
    const pays = payChanges();
    if ('error' in checked || 'error' in pays) return;
    const result = await createWorkplace({
      workplaceName: name.trim(),
      industryType: industry,
      workplaceServices: services,
      email: user.email,
      userId: user.uid,
      rotaStartTime: hours.start,
      rotaEndTime: hours.end,
      timeZone,
      publishMode,
      breakRules: checked.rules,
      ...pays.changes,
    }).unwrap();
    toast.show(`${name.trim()} created.`);
    onCreated?.(result.workplace_id);
    onClose();
  }

  return (
    <WizardForm
      wizard={wizard}
      steps={STEPS}
      problemAt={problemAt}
      save={save}
      failed={PROFILE_MESSAGES.workplaceCreateFailed}
      saving={saving}
      onCancel={onClose}
    >
      {step === 1 && <WorkplaceNameField value={name} onChange={setName} />}
      {step === 2 && (
        <>
          <IndustrySelect
            value={industry}
            onChange={(next) => {
              // Services belong to one industry's catalogue: a new industry starts with none.
              if (next !== industry) setServices([]);
              setIndustry(next);
              // A category is chosen now: the prompt to choose one no longer applies.
              if (next) setError((current) => (current === PROFILE_MESSAGES.selectCategory ? null : current));
            }}
          />
          <ServicePicker industry={industry} selected={services} onChange={setServices} />
        </>
      )}
      {step === 3 && (
        <>
          <p className="muted wizard-lead">The hours your planner shows for {name.trim()}.</p>
          <RotaHoursFields
            start={hours.start}
            end={hours.end}
            twelveHour={twelveHour}
            onChange={(start, end) => setHours({ start, end })}
          />
          <TimeZoneSelect value={timeZone} onChange={setTimeZone} />
          <PublishModeField value={publishMode} onChange={setPublishMode} />
          <BreakRulesField value={breakRules} onChange={setBreakRules} />
          {/* Optional: the defaults hold until set, here or later in Edit Workplace (the same fields). */}
          <details className="wizard-optional" open={payOpen} onToggle={(e) => setPayOpen(e.currentTarget.open)}>
            <summary>Pay and payroll (optional)</summary>
            <p className="muted">
              Weekly pay periods, and no overtime, premium days, short-notice pay or holiday accrual until you set them here or later in
              Edit Workplace.
            </p>
            {payOpen && <PaySettingsFields value={pay} onChange={setPay} workplace={{}} />}
          </details>
        </>
      )}
    </WizardForm>
  );
}
