import { KioskClockSettings, KioskLinksSection, useKioskClockSettings } from '../kiosk';
import { DEFAULT_TIME_ZONE } from '@rotaledger/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useDeleteWorkplaceMutation, useUpdateWorkplaceMutation } from './api';
import { ConfirmDelete } from './ConfirmDelete';
import { PROFILE_MESSAGES } from './messages';
import { breakRulesOf, publishModeOf, type PublishMode, type Workplace } from './types';
import { workplaceNameError } from './validation';
import { BreakRulesField, breakRuleDrafts, breakRulesFrom, sameBreakRules, type BreakRuleDraft } from './BreakRulesField';
import { IndustrySelect, PublishModeField, RotaHoursFields, ServicePicker, TimeZoneSelect, WorkplaceNameField } from './WorkplaceFields';
import { EditActions } from './WizardSteps';
import { payChangesFrom, PaySettingsFields, paySettingsDraft, type PaySettingsDraft } from './PaySettingsFields';
import dayjs from 'dayjs';
import { asyncHandler } from '../../lib/async-handler';

interface EditWorkplaceDialogProps {
  workplace: Workplace | null;
  workplaces: readonly Workplace[];
  twelveHour: boolean;
  onClose: () => void;
  onDeleted?: (workplaceId: string) => void;
}

export function EditWorkplaceDialog({ workplace, onClose, ...rest }: EditWorkplaceDialogProps) {
  return (
    <Dialog open={Boolean(workplace)} onClose={onClose} title="Edit Workplace">
      {workplace && <EditWorkplaceForm key={workplace.workplace_id} workplace={workplace} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function EditWorkplaceForm({
  workplace,
  workplaces,
  twelveHour,
  onClose,
  onDeleted,
}: Omit<EditWorkplaceDialogProps, 'workplace'> & { workplace: Workplace }) {
  const user = useSignedInUser();
  const toast = useToast();
  const [updateWorkplace, { isLoading: saving }] = useUpdateWorkplaceMutation();
  const [deleteWorkplace, { isLoading: deleting }] = useDeleteWorkplaceMutation();
  const [name, setName] = useState(workplace.name);
  const [industry, setIndustry] = useState(workplace.industry_category);
  const [services, setServices] = useState<number[]>(workplace.services);
  const [hours, setHours] = useState({ start: workplace.rota_start_time, end: workplace.rota_end_time });
  const [timeZone, setTimeZone] = useState(workplace.time_zone ?? DEFAULT_TIME_ZONE);
  const [publishMode, setPublishMode] = useState<PublishMode>(() => publishModeOf(workplace));
  const [breakRules, setBreakRules] = useState<BreakRuleDraft[]>(() => breakRuleDrafts(breakRulesOf(workplace)));
  const [initialPay] = useState<PaySettingsDraft>(() => paySettingsDraft(workplace));
  const [pay, setPay] = useState<PaySettingsDraft>(initialPay);
  const kioskClock = useKioskClockSettings(workplace);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = workplaceNameError(name, workplaces, workplace.workplace_id);
    if (problem) return setError(problem);
    if (!industry) return setError(PROFILE_MESSAGES.selectCategory);
    const checked = breakRulesFrom(breakRules);
    if ('error' in checked) return setError(checked.error);
    const payChanges = payChangesFrom(pay, initialPay, dayjs().format('YYYY-MM-DD'));
    if ('error' in payChanges) return setError(payChanges.error);
    const kioskChanges = kioskClock.changes();
    if ('error' in kioskChanges) return setError(kioskChanges.error);
    try {
      await updateWorkplace({
        workplace_id: workplace.workplace_id,
        name: name.trim(),
        industryType: industry,
        services,
        user_id: user.uid,
        rotaStartTime: hours.start,
        rotaEndTime: hours.end,
        timeZone,
        // Absent means unchanged: sent only when the manager changed it.
        ...(publishMode !== publishModeOf(workplace) ? { publishMode } : {}),
        ...(sameBreakRules(checked.rules, breakRulesOf(workplace)) ? {} : { breakRules: checked.rules }),
        ...payChanges.changes,
        ...kioskChanges.changes,
      }).unwrap();
      toast.show(`${name.trim()} saved.`);
      onClose();
    } catch (err) {
      console.error('Workplace update failed', err);
      setError(apiErrorMessage(err, PROFILE_MESSAGES.workplaceUpdateFailed));
    }
  }

  async function onDelete() {
    setError(null);
    try {
      await deleteWorkplace({ workplace_id: workplace.workplace_id, user_id: user.uid }).unwrap();
      toast.show(`${workplace.name} deleted.`, 'info');
      onDeleted?.(workplace.workplace_id);
      onClose();
    } catch (err) {
      console.error('Workplace delete failed', err);
      setError(apiErrorMessage(err, PROFILE_MESSAGES.workplaceDeleteFailed));
    }
  }

  if (confirming) {
    const count = workplace.employee_count;
    return (
      <ConfirmDelete
        what={workplace.name}
        consequence={`Its ${count === 1 ? '1 employee' : `${count} employees`}, shifts and shared rotas go with it. This cannot be undone.`}
        busy={deleting}
        error={error}
        onConfirm={asyncHandler(onDelete)}
        onCancel={() => {
          setError(null);
          setConfirming(false);
        }}
      />
    );
  }

  return (
    <form className="form profile-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <WorkplaceNameField value={name} onChange={setName} />
      <IndustrySelect
        value={industry}
        onChange={(next) => {
          if (next !== industry) setServices([]);
          setIndustry(next);
          // A category is chosen now: the prompt to choose one no longer applies.
          if (next) setError((current) => (current === PROFILE_MESSAGES.selectCategory ? null : current));
        }}
      />
      <ServicePicker industry={industry} selected={services} onChange={setServices} />
      <RotaHoursFields start={hours.start} end={hours.end} twelveHour={twelveHour} onChange={(start, end) => setHours({ start, end })} />
      <TimeZoneSelect value={timeZone} onChange={setTimeZone} />
      <PublishModeField value={publishMode} onChange={setPublishMode} />
      <BreakRulesField value={breakRules} onChange={setBreakRules} />
      <PaySettingsFields value={pay} onChange={setPay} workplace={workplace} />
      <KioskClockSettings draft={kioskClock} />
      <KioskLinksSection workplaceId={workplace.workplace_id} />
      {error && <Message tone="error">{error}</Message>}
      <EditActions saving={saving} onDelete={() => setConfirming(true)} onCancel={onClose} />
    </form>
  );
}
