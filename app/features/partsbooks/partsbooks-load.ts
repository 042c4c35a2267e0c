import { data, type RouterContextProvider } from 'react-router';
import { serverQuery } from '~/lib/graphql';
import { DIAGRAM_QUERY, PARTS_BOOK_QUERY, type DiagramDetail } from './api/partsbooks-api';

const ID = /^\d{1,10}$/;

/** A machine's parts book, and one of its diagrams when asked for (a diagram of another machine is "not found"). */
export async function loadPartsBook(context: Readonly<RouterContextProvider>, machineId: string, diagramId: string | null) {
  if (!ID.test(machineId)) throw data(null, { status: 404 });
  const book = await serverQuery(context, PARTS_BOOK_QUERY, {
    id: machineId,
  });
  if (!book.v1.machineModel) throw data(null, { status: 404 });
  let diagram: DiagramDetail | null = null;
  if (diagramId) {
    if (!ID.test(diagramId)) throw data(null, { status: 404 });
    const d = await serverQuery(context, DIAGRAM_QUERY, { id: diagramId });
    if (!d.v1.diagram || d.v1.diagram.machineModelId !== book.v1.machineModel.id) throw data(null, { status: 404 });
    diagram = d.v1.diagram;
  }
  return { model: book.v1.machineModel, sections: book.v1.machineSections, diagrams: book.v1.diagrams, diagram };
}
