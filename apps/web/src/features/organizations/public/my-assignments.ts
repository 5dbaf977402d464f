// For the learner dashboard (/user/center): the learner's assignments from their classes.
export { MyAssignments } from '../components/my-assignments';
