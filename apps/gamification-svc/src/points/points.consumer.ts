import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { PointsService } from './points.service';

/** Kafka entry: activity events become points. */
@Injectable()
export class PointsConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly points: PointsService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.registered.v1': (em, event) => this.points.onUserRegistered(em, event),
      'content.completed.v1': (em, event) => this.points.onContentCompleted(em, event),
      'discussion.created.v1': (em, event) => this.points.onDiscussionCreated(em, event),
      'comment.created.v1': (em, event) => this.points.onCommentCreated(em, event),
      'post.hidden.v1': (em, event) => this.points.onPostHidden(em, event),
    });
  }
}
