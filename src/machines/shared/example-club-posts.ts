/**
 * An example club post for path generation and the QA inspector (the feed and the post detail show
 * the same post). Data only; never used by the running app.
 */
import type { ClubPost } from '../../contracts/club';

export const exampleClubPost: ClubPost = {
  id: 101,
  content: 'Chuyến dã ngoại Ba Vì\nLớp 3A đi dã ngoại ở Ba Vì!',
  status: 'APPROVED',
  reason: null,
  images: [
    {
      id: 1,
      url: '/static-images/club/a.jpg',
      thumbUrl: '/static-images/club/a-thumb.jpg',
      width: 1200,
      height: 900,
    },
  ],
  likeCount: 3,
  likedByMe: false,
  commentCount: 1,
  author: { profileId: 1, name: 'Nguyễn Hoàng Minh Anh', avatar: 'avatars/default-01.svg', className: '3A' },
  isMine: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
