/**
 * What the club's post composer tells the feed it runs in (issue 34): a post just sent, or sent
 * again, goes on top of the list at once with its status. The feed invokes the composer, so the
 * event travels from child to parent inside the actor system (no view in between).
 */
import type { ClubPost } from '../../contracts/club';

export interface ClubPostAdded {
  type: 'post.added';
  post: ClubPost;
}
