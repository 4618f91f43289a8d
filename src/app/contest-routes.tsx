/**
 * Contest routes (issue 13): the composition root reads what the pages need from the device (the
 * contest token, the exam room's unsaved answers) and hands it to the views as props.
 */
import { useParams } from 'react-router-dom';
import { ContestHomePage } from '../views/pages/contest/contest-home-page';
import { ContestRankingsPage } from '../views/pages/contest/contest-rankings-page';
import { ExamRoomPage } from '../views/pages/contest/exam-room-page';
import { Component as NotFound } from '../views/pages/not-found/not-found-page';
import { contestStorage } from './contest-storage';

export function ContestHomeRoute() {
  return <ContestHomePage storedToken={contestStorage.contestToken()} />;
}

export function ExamRoomRoute() {
  const roundId = Number(useParams().roundId);
  if (!Number.isInteger(roundId) || roundId < 1) return <NotFound />;
  return (
    <ExamRoomPage
      key={roundId}
      storedToken={contestStorage.contestToken()}
      roundId={roundId}
      draft={contestStorage.readDraft(roundId)}
    />
  );
}

export function ContestRankingsRoute() {
  return <ContestRankingsPage storedToken={contestStorage.contestToken()} />;
}
