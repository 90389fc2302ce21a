/** "Conserver mes informations sur cet appareil": whether the form and signature stay in this browser. */
import { useId } from 'react';
import { SAVED_FORM_MAX_IDLE_DAYS } from '../../domain/device-keeping.ts';

interface KeepOnDeviceProps {
  keep: boolean;
  onChange: (keep: boolean) => void;
}

export function KeepOnDevice({ keep, onChange }: KeepOnDeviceProps) {
  const hintId = useId();
  return (
    <div className="keep-on-device">
      <label className="checkbox">
        <input type="checkbox" checked={keep} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        Conserver mes informations sur cet appareil
      </label>
      <p id={hintId} className="hint">
        {keep
          ? `Le formulaire et la signature restent dans ce navigateur jusqu'à ce que vous les effaciez, et au plus ${SAVED_FORM_MAX_IDLE_DAYS} jours sans utilisation.`
          : "Rien n'est enregistré sur cet appareil : un rechargement de la page efface le formulaire."}
      </p>
    </div>
  );
}
