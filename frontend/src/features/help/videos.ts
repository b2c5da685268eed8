export interface HelpVideo {
  slug: string;
  title: string;
  summary: string;
  steps: string[];
}

/** Where a guide's recording lives, served from frontend/public by the app itself. */
export interface HelpMediaPaths {
  /** VP9 WebM, 1280×720, no sound. */
  video: string;
  /** The written steps as WebVTT captions, each shown while that step plays. */
  captions: string;
  /** A still of the guide's outcome, shown until the video plays. */
  poster: string;
}

/**
 * The one place that names a guide's files. `npm run help:videos`
 * (scripts/help-videos/record-help-videos.ts) records them from the real app into frontend/public/help/.
 */
export function helpMediaPaths(slug: string): HelpMediaPaths {
  return { video: `/help/${slug}.webm`, captions: `/help/${slug}.vtt`, poster: `/help/${slug}.jpg` };
}

export interface HelpSection {
  title: string;
  videos: HelpVideo[];
}

/** The video guides: 4 sections, 13 videos (spec section 2, Help). */
export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    title: 'Getting Started',
    videos: [
      {
        slug: 'create-workplace-and-employees',
        title: 'Create a workplace and add employees',
        summary: 'Set up your first workplace, then add the people who work there.',
        steps: [
          'Open Profile from the account menu.',
          'Choose the + tile under Workplaces: give it a name, pick the industry and services, then set its working hours and Save.',
          'Choose the + tile under Employees: enter the display name, first name, surname and hourly rate, pick the workplace and the services they can work, then Save.',
        ],
      },
      {
        slug: 'delete-employees-or-workplaces',
        title: 'Delete employees or workplaces',
        summary: 'Remove a member of staff or a whole workplace.',
        steps: ['Open Profile and choose Edit on the employee or workplace.', 'Choose Delete and confirm.'],
      },
      {
        slug: 'lock-editing',
        title: 'Lock editing of workplaces and employees',
        summary: 'Hide the Edit buttons so nothing is changed by accident.',
        steps: ['Open Preferences from the account menu.', 'Under Profile, switch off Allow workplace editing or Allow employee editing.'],
      },
      {
        slug: 'core-working-hours',
        title: 'Change core working hours per workplace',
        summary: 'Set the hours the planner shows for each workplace.',
        steps: [
          'Open Profile and choose Edit on the workplace.',
          'Pick a new start and end hour and Save. The planner timeline follows these hours.',
        ],
      },
    ],
  },
  {
    title: 'Planning & Scheduling',
    videos: [
      {
        slug: 'add-shifts-and-assign-staff',
        title: 'Add shifts and assign staff',
        summary: 'Build a day on the timeline and put people on it.',
        steps: [
          'In the planner, switch to Daily and choose Add Shift, then a service type.',
          'Click a start time and then an end time on the shift row to create an assignment.',
          'Click the assignment and select the employee who will work it.',
        ],
      },
      {
        slug: 'add-service-type',
        title: 'Add a service type to a workplace',
        summary: 'Offer another kind of shift, such as Barista or Security.',
        steps: ['Open Profile and choose Edit on the workplace.', 'Tick the extra service and Save.'],
      },
      {
        slug: 'switch-workplaces',
        title: 'Switch workplaces in the planner',
        summary: 'Move between your workplaces without leaving the planner.',
        steps: ['Use the rotate control beside the workplace name to cycle through your workplaces.'],
      },
      {
        slug: 'zoom-planner',
        title: 'Zoom the planner',
        summary: 'Make the daily timeline larger or smaller.',
        steps: ['In the Daily view, use the zoom in and zoom out buttons above the timeline.'],
      },
    ],
  },
  {
    title: 'Display & Preferences',
    videos: [
      {
        slug: '24hr-vs-am-pm',
        title: '24hr vs AM/PM',
        summary: 'Choose how times appear in the planner.',
        steps: ['Open Preferences and switch Show planner times as AM/PM on or off.'],
      },
      {
        slug: 'change-currency',
        title: 'Change currency',
        summary: 'Show pay in pounds, dollars or euros.',
        steps: ['Open Preferences and pick £, $ or € under Pay currency.'],
      },
      {
        slug: 'populated-calendar-days',
        title: 'Find populated vs unpopulated calendar days',
        summary: 'See at a glance which days already have shifts.',
        steps: ['Open the calendar in the planner: days with shifts carry a dot, empty days do not.'],
      },
    ],
  },
  {
    title: 'Payroll & Pay Run Settings',
    videos: [
      {
        slug: 'create-payroll-data',
        title: 'Create payroll data',
        summary: 'Turn planner hours into pay per employee.',
        steps: ['Open the Dashboard.', 'Pick a workplace and a pay period: total hours, gross pay and a per-employee breakdown appear.'],
      },
      {
        slug: 'pay-run-settings',
        title: 'Change pay run start day or frequency',
        summary: 'Pay weekly or monthly, and choose when a pay week starts.',
        steps: ['Open Preferences and set Payslips to Weekly or Monthly.', 'For weekly pay, choose the Weekly start day.'],
      },
    ],
  },
];

export const ALL_VIDEOS: readonly HelpVideo[] = HELP_SECTIONS.flatMap((s) => s.videos);
