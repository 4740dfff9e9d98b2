import { useState } from 'react';
import type { NamedRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { TextField } from '@web/components/ui/text-field';

interface ConfigurationPanelProps {
  named: readonly NamedRadarConfig[];
  currentName: string | null;
  busy: boolean;
  onLoad: (named: NamedRadarConfig) => void;
  onSaveAs: (name: string, description: string) => void;
  onDuplicate: (named: NamedRadarConfig) => void;
  onDelete: (named: NamedRadarConfig) => void;
  onResetToDefault: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
}

/**
 * The configuration editor's operations (client-radar.md §4): load a template or named configuration, save the cards
 * under a name, duplicate, delete (not the templates), reset to default, export and import a JSON file.
 */
export function ConfigurationPanel(props: ConfigurationPanelProps) {
  const { named, currentName, busy } = props;
  const [selectedName, setSelectedName] = useState(currentName ?? named[0]?.name ?? '');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const selected = named.find((n) => n.name === selectedName) ?? null;
  return (
    <section className="card mb-3" aria-labelledby="radar-configurations-title">
      <div className="card-body">
        <h2 id="radar-configurations-title" className="h6">
          Configuraciones guardadas{currentName ? ` · actual: ${currentName}` : ''}
        </h2>
        <div className="row g-2 align-items-end">
          <div className="col-md-4">
            <label htmlFor="radar-config-select" className="form-label small mb-0">
              Configuración
            </label>
            <select
              id="radar-config-select"
              className="form-select form-select-sm"
              value={selectedName}
              onChange={(event) => setSelectedName(event.target.value)}
            >
              {named.map((n) => (
                <option key={n.name} value={n.name}>
                  {n.name}
                  {n.isTemplate ? ' (plantilla)' : n.autoSaved ? ' (guardado automático)' : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-8 d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={!selected}
              onClick={() => selected && props.onLoad(selected)}
            >
              Cargar
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={!selected || busy}
              onClick={() => selected && props.onDuplicate(selected)}
            >
              Duplicar
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={!selected || selected.isTemplate || busy}
              onClick={() => selected && props.onDelete(selected)}
            >
              Eliminar
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={props.onResetToDefault}>
              Restablecer por defecto
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={props.onExport}>
              Exportar
            </button>
            <label className="btn btn-sm btn-outline-secondary mb-0">
              Importar
              <input
                type="file"
                accept="application/json,.json"
                className="d-none"
                data-testid="radar-config-import"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) props.onImport(file);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
        </div>
        {selected ? <p className="small text-body-secondary mt-2 mb-0">{selected.description}</p> : null}
        <form
          className="row g-2 align-items-end mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSaveAs(name, description);
          }}
        >
          <TextField id="radar-config-name" label="Nombre" value={name} onValueChange={setName} className="col-md-4" />
          <TextField
            id="radar-config-description"
            label="Descripción"
            value={description}
            onValueChange={setDescription}
            className="col-md-5"
          />
          <div className="col-md-3">
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
              Guardar como
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
