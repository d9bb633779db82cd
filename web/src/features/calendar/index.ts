// « Mon calendrier » (decisions 1016, 1020): the private calendar feed link of a learner or a trainer.
export { MyCalendar } from "./components/my-calendar";
