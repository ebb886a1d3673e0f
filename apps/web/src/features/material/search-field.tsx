import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A labelled search box that narrows a bundled list as one types. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: '100%', maxWidth: { sm: 360 }, mb: 2 }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Whether `text` contains `search`, ignoring case and surrounding spaces. */
export const matches = (text: string, search: string) =>
  text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
