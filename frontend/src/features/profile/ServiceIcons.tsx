import { serviceById } from '@rotaledger/domain';

interface ServiceIconsProps {
  services: readonly number[];
  /** Shown when there are none; nothing by default. */
  emptyText?: string;
  max?: number;
}

/** A row of service icons, each named for screen readers and on hover. */
export function ServiceIcons({ services, emptyText, max = 12 }: ServiceIconsProps) {
  if (services.length === 0) {
    return emptyText ? <span className="service-icons-empty muted">{emptyText}</span> : null;
  }
  const shown = services.slice(0, max);
  const hidden = services.length - shown.length;
  return (
    <ul className="service-icons" aria-label="Services">
      {shown.map((id) => {
        const service = serviceById(id);
        return (
          <li key={id} className="service-icon" title={service.service_name}>
            <span aria-hidden="true">{service.service_icon}</span>
            <span className="visually-hidden">{service.service_name}</span>
          </li>
        );
      })}
      {hidden > 0 && (
        <li className="service-icon service-icon-more" title={`${hidden} more`}>
          +{hidden}
        </li>
      )}
    </ul>
  );
}

/** One service as icon and name, e.g. in a planner row header. */
export function ServiceLabel({ serviceId, iconOnly = false }: { serviceId: number; iconOnly?: boolean }) {
  const service = serviceById(serviceId);
  return (
    <span className="service-label" title={service.service_name}>
      <span className="service-label-icon" aria-hidden="true">
        {service.service_icon}
      </span>
      <span className={iconOnly ? 'visually-hidden' : 'service-label-name'}>{service.service_name}</span>
    </span>
  );
}
