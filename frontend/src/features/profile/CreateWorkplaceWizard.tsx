import { DEFAULT_TIME_ZONE } from '@rotaledger/domain';
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
  const wizard = useWizard();
  const { step, setError } = wizard;
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [services, setServices] = useState<number[]>([]);
  const [hours, setHours] = useState({ start: 0, end: 24 });
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [publishMode, setPublishMode] = useState<PublishMode>('live');
  const [breakRules, setBreakRules] = useState<BreakRuleDraft[]>([]);

  function problemAt(at: number): string | null {
    if (at === 1) return workplaceNameError(name, workplaces);
    if (at === 2) return industry ? null : PROFILE_MESSAGES.selectCategory;
    const checked = breakRulesFrom(breakRules);
    return 'error' in checked ? checked.error : null;
  }

  async function save() {
    const checked = breakRulesFrom(breakRules);
    if ('error' in checked) return;
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
        </>
      )}
    </WizardForm>
  );
}
