import { Injectable } from '@nestjs/common';
import {
  AUTOFILL_MESSAGES,
  EMPLOYEE_MESSAGES,
  ROTA_MESSAGES,
  KIOSK_MESSAGES,
  TEMPLATE_MESSAGES,
  UNDO_MESSAGES,
  WORKPLACE_MESSAGES,
} from '@rotaledger/domain';
import { SHARED_ROTA_ID } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import type { ResourceKind, TeamGrant } from '../common/auth/access';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../read-side/rota-projection-kit';
import {
  AUTOFILL_PROPOSALS,
  AutoFillProposalDocument,
  ROTA_CHANGES,
  ROTA_EMPLOYEES,
  ROTA_INDEX,
  ROTA_TEMPLATES,
  ROTA_WORKPLACES,
  RotaChangeDocument,
  RotaIndexDocument,
  TemplateDocument,
} from '../rota';
import { ROTA_NOT_FOUND, SHARED_ROTAS, SharedRotaDocument } from '../sharing';
import { STAFF_REQUESTS, StaffRequestDocument } from '../requests';
import { KIOSK_LINKS, KioskLinkDocument } from '../kiosk';
import { TEAM_MEMBERS, TeamMemberDocument, teamMemberId } from './read-models';

/** Where a resource belongs: its team (the owner) and its workplace (for a member's scope). */
export interface ResourcePlace {
  ownerId: string;
  workplaceId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface KindRule {
  /** An id of this shape is looked up; any other value is left to the route's validation (its 400). */
  shape: RegExp;
  /** How a contract reads the id (uuids are lowercased, spec ids trimmed). */
  normalise: (id: string) => string;
  /** The 404 the route answers for an unknown id, and for another team's or one outside the scope. */
  notFound: string;
}

const uuid = (notFound: string): KindRule => ({ shape: UUID, normalise: (id) => id.trim().toLowerCase(), notFound });

export const KIND_RULES: Record<ResourceKind, KindRule> = {
  workplace: uuid(WORKPLACE_MESSAGES.notFound),
  workplaceHistory: uuid(ROTA_MESSAGES.workplaceNotFound),
  employee: uuid(EMPLOYEE_MESSAGES.notFound),
  shift: uuid(ROTA_MESSAGES.shiftNotFound),
  assignment: uuid(ROTA_MESSAGES.assignmentNotFound),
  sharedRota: { shape: SHARED_ROTA_ID, normalise: (id) => id, notFound: ROTA_NOT_FOUND },
  staffRequest: uuid(ROTA_MESSAGES.requestNotFound),
  change: uuid(UNDO_MESSAGES.changeNotFound),
  proposal: uuid(AUTOFILL_MESSAGES.proposalNotFound),
  template: uuid(TEMPLATE_MESSAGES.notFound),
  kiosk: uuid(KIOSK_MESSAGES.kioskNotFound),
};

/**
 * The read side of access (after immich's access repository): where a resource belongs, and
 * a user's memberships. Read on every request, never cached, so a removal or a role change
 * takes effect on the member's next request, on every replica and after restarts.
 */
@Injectable()
export class TeamAccess {
  constructor(private readonly readModels: ReadModelStore) {}

  async placeOf(kind: ResourceKind, id: string): Promise<ResourcePlace | null> {
    switch (kind) {
      case 'workplace':
      case 'workplaceHistory': {
        const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, id);
        // A deleted workplace keeps its history (the audit reads it); nothing else acts on it.
        if (!workplace || (workplace.deleted && kind === 'workplace')) return null;
        return { ownerId: workplace.ownerId, workplaceId: workplace.workplaceId };
      }
      case 'employee': {
        const employee = await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, id);
        return employee ? { ownerId: employee.ownerId, workplaceId: employee.workplaceId } : null;
      }
      case 'shift':
      case 'assignment': {
        const doc = await this.readModels.get<RotaIndexDocument>(ROTA_INDEX, id);
        return doc && doc.kind === kind ? { ownerId: doc.ownerId, workplaceId: doc.workplaceId } : null;
      }
      case 'sharedRota': {
        const link = await this.readModels.get<SharedRotaDocument>(SHARED_ROTAS, id);
        return link ? { ownerId: link.ownerId, workplaceId: link.workplaceId } : null;
      }
      case 'staffRequest': {
        const request = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, id);
        return request ? { ownerId: request.ownerId, workplaceId: request.workplaceId } : null;
      }
      case 'change': {
        const change = await this.readModels.get<RotaChangeDocument>(ROTA_CHANGES, id);
        return change ? { ownerId: change.ownerId, workplaceId: change.workplaceId } : null;
      }
      case 'proposal': {
        const proposal = await this.readModels.get<AutoFillProposalDocument>(AUTOFILL_PROPOSALS, id);
        return proposal ? { ownerId: proposal.ownerId, workplaceId: proposal.workplaceId } : null;
      }
      case 'template': {
        const template = await this.readModels.get<TemplateDocument>(ROTA_TEMPLATES, id);
        return template ? { ownerId: template.ownerId, workplaceId: template.workplaceId } : null;
      }
      case 'kiosk': {
        const kiosk = await this.readModels.get<KioskLinkDocument>(KIOSK_LINKS, id);
        return kiosk ? { ownerId: kiosk.ownerId, workplaceId: kiosk.workplaceId } : null;
      }
    }
  }

  /** The caller's role and scope in the owner's team: owner of their own, else their membership, else none. */
  async grantIn(ownerId: string, userId: string): Promise<TeamGrant | null> {
    if (ownerId === userId) return { ownerId, role: 'owner', workplaceIds: null };
    const member = await this.readModels.get<TeamMemberDocument>(TEAM_MEMBERS, teamMemberId(ownerId, userId));
    return member ? { ownerId, role: member.role, workplaceIds: member.workplaceIds } : null;
  }

  /** The caller's own team, then the teams they belong to (in the order they joined them is not kept: by owner id). */
  async teamsOf(userId: string): Promise<TeamGrant[]> {
    const memberships = await this.readModels.find<TeamMemberDocument>(TEAM_MEMBERS, { memberId: userId }, { sort: { ownerId: 1 } });
    return [
      { ownerId: userId, role: 'owner', workplaceIds: null },
      ...memberships.map(({ ownerId, role, workplaceIds }): TeamGrant => ({ ownerId, role, workplaceIds })),
    ];
  }
}
