import { Query, QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AccountUser, displayNameOf, USERS, UserDocument } from '../read-models';

export class GetUserQuery extends Query<AccountUser> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ userId }: GetUserQuery): Promise<AccountUser> {
    const user = await this.readModels.get<UserDocument>(USERS, userId);
    if (!user) throw notFound(ACCOUNT_ERRORS.accountNotFound);
    const { email, username, createdAt } = user;
    return { userId, email, username, displayName: displayNameOf(user), createdAt };
  }
}
