import { DEFAULT_TIME_ZONE } from '@rotaledger/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useCreateWorkplaceMutation } from './api';
import { PROFILE_MESSAGES } from './messages';
import type { PublishMode, Workplace } from './types';
import { workplaceNameError } from './validation';
import { BreakRulesField, breakRulesFrom, type BreakRuleDraft } from './BreakRulesField';
import { IndustrySelect, PublishModeField, RotaHoursFields, ServicePicker, TimeZoneSelect, WorkplaceNameField } from './WorkplaceFields';
import { WizardActions, WizardSteps } from './WizardSteps';
import { asyncHandler } from '../../lib/async-handler';

const STEPS = ['Name', 'Industry', 'Hours'] as const;

interface CreateWorkplaceWizardProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (workplaceId: string) => void;
  workplaces: readonly Workplace[];
  twelveHour: boolean;
}

/** Create Workplace: name, then industry and services, then rota hours, then Save. */
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
  const [step, setStep] = useState(1);
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [services, setServices] = useState<number[]>([]);
  const [hours, setHours] = useState({ start: 0, end: 24 });
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [publishMode, setPublishMode] = useState<PublishMode>('live');
  const [breakRules, setBreakRules] = useState<BreakRuleDraft[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (step === 1) {
      const problem = workplaceNameError(name, workplaces);
      if (problem) return setError(problem);
      return setStep(2);
    }
    if (step === 2) {
      if (!industry) return setError(PROFILE_MESSAGES.selectCategory);
      return setStep(3);
    }
    const checked = breakRulesFrom(breakRules);
    if ('error' in checked) return setError(checked.error);
    try {
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
      }).unwrap();
      toast.show(`${name.trim()} created.`);
      onCreated?.(result.workplace_id);
      onClose();
    } catch (err) {
      const status = apiErrorStatus(err);
      const known = status === 400 || status === 409;
      setError(known ? apiErrorMessage(err, PROFILE_MESSAGES.workplaceCreateFailed) : PROFILE_MESSAGES.workplaceCreateFailed);
    }
  }

  return (
    <form className="form wizard profile-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <WizardSteps step={step} labels={STEPS} />
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
        </>
      )}
      {error && <Message tone="error">{error}</Message>}
      <WizardActions
        step={step}
        lastStep={STEPS.length}
        saving={saving}
        onBack={() => {
          setError(null);
          setStep((s) => s - 1);
        }}
        onCancel={onClose}
      />
    </form>
  );
}
